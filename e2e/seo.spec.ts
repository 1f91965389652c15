import { expect, test } from './fixtures'
import { ROUTES, UNKNOWN_PATH } from './routes'

type HeadInfo = {
  titles: string[]
  description: string | null
  canonicals: string[]
  canonical: string | null
  ogTitle: string | null
  robots: string | null
  jsonLd: string[]
}

test('every route has its own title, description, canonical, og:title and valid JSON-LD', async ({
  page,
  baseURL,
}) => {
  // Every route, one after the other: a while on a busy machine.
  test.slow()
  const seenTitles = new Map<string, string>()
  for (const route of ROUTES) {
    await page.goto(route.path)
    await expect(
      page.getByRole('heading', { level: 1, name: route.heading }),
    ).toBeVisible()

    const head = await page.evaluate<HeadInfo>(() => ({
      titles: [...document.querySelectorAll('title')].map((t) => t.text),
      description:
        document
          .querySelector('meta[name="description"]')
          ?.getAttribute('content') ?? null,
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      canonical:
        document.querySelector('link[rel="canonical"]')?.getAttribute('href') ??
        null,
      ogTitle:
        document
          .querySelector('meta[property="og:title"]')
          ?.getAttribute('content') ?? null,
      robots:
        document
          .querySelector('meta[name="robots"]')
          ?.getAttribute('content') ?? null,
      jsonLd: [
        ...document.querySelectorAll('script[type="application/ld+json"]'),
      ].map((s) => s.textContent ?? ''),
    }))

    expect(head.titles, `${route.path}: exactly one <title>`).toHaveLength(1)
    const title = head.titles[0] ?? ''
    expect(title.length, `${route.path}: title`).toBeGreaterThan(5)
    expect(await page.title()).toBe(title)
    expect(
      seenTitles.get(title),
      `${route.path}: title "${title}" is already used`,
    ).toBeUndefined()
    seenTitles.set(title, route.path)

    expect(
      head.description?.length ?? 0,
      `${route.path}: description`,
    ).toBeGreaterThan(30)
    expect(head.canonicals, `${route.path}: one canonical`).toEqual([
      `${baseURL}${route.path}`,
    ])
    expect(head.canonical).toBe(`${baseURL}${route.path}`)
    expect(head.ogTitle).toBe(title)
    const isNotFound = route.path === UNKNOWN_PATH
    expect(head.robots).toBe(isNotFound ? 'noindex, nofollow' : 'index, follow')

    expect(head.jsonLd, `${route.path}: one JSON-LD block`).toHaveLength(1)
    const data = JSON.parse(head.jsonLd[0] ?? '') as {
      '@context': string
      '@graph': { '@type': string; itemListElement?: { item: string }[] }[]
    }
    expect(data['@context']).toBe('https://schema.org')
    const types = data['@graph'].map((node) => node['@type'])
    expect(types).toEqual(
      expect.arrayContaining(['WebSite', 'Organization', 'BreadcrumbList']),
    )
    const breadcrumb = data['@graph'].find(
      (n) => n['@type'] === 'BreadcrumbList',
    )
    expect(breadcrumb?.itemListElement?.[0]?.item).toBe(`${baseURL}/`)
  }
})

test('sitemap.xml lists the routes and robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of [
    '/',
    '/gotras',
    '/vasavi-story',
    '/games',
    '/terms-of-use',
  ]) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`)
  }
  expect(sitemap).not.toContain('this-does-not-exist')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Allow: /')
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

/** The <head> and #root of an HTML document, as served. */
function parts(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? ''
  const root = /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1]
  return { head, root: root ?? '' }
}

test('each content route is served prerendered, with its own head in the file', async ({
  request,
  baseURL,
}) => {
  const titles = new Set<string>()
  for (const route of ROUTES.filter(({ path }) => path !== UNKNOWN_PATH)) {
    const response = await request.get(route.path)
    expect(response.status(), route.path).toBe(200)
    const { head, root } = parts(await response.text())
    const title = /<title>([^<]+)<\/title>/.exec(head)?.[1] ?? ''
    expect(title, `${route.path}: title in <head>`).not.toBe('')
    expect(titles.has(title), `${route.path}: title is its own`).toBe(false)
    titles.add(title)
    expect(head.match(/<title/g), `${route.path}: one title`).toHaveLength(1)
    expect(head).toContain(
      `<link rel="canonical" href="${baseURL}${route.path}"/>`,
    )
    expect(head).toMatch(/<meta name="description" content="[^"]{30,}"\/>/)
    expect(head).toContain('<meta property="og:title"')
    expect(head).toContain('<meta name="robots" content="index, follow"/>')
    const jsonLd =
      /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(
        head,
      )?.[1]
    const data = JSON.parse(jsonLd ?? '{}') as { '@graph'?: unknown[] }
    expect(data['@graph']?.length, `${route.path}: JSON-LD`).toBeGreaterThan(2)
    // The page itself is in the file, not only a loading screen.
    expect(root).toContain(`>${route.heading.replace("'", '&#x27;')}</h1>`)
  }
})

test('an unknown address gets the plain app shell with status 404, never the home page', async ({
  page,
  request,
  notFoundPaths,
}) => {
  const response = await request.get('/no/such/page')
  expect(response.status()).toBe(404)
  const { head, root } = parts(await response.text())
  expect(root).toBe('')
  expect(head).toContain('name="robots" content="noindex"')
  expect(head).not.toContain('rel="canonical"')

  notFoundPaths.add('/no/such/page')
  await page.goto('/no/such/page')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  )
  await expect(page.locator('title')).toHaveCount(1)
})

test('moving between prerendered pages keeps one title, canonical and JSON-LD', async ({
  page,
  baseURL,
}) => {
  await page.goto('/gotras')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'The Vasavi Story' })
    .click()
  await expect(page).toHaveURL(/\/vasavi-story$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/vasavi-story`,
  )
  await expect(page.locator('title')).toHaveCount(1)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(
    1,
  )
  await expect
    .poll(() =>
      page.locator('head script[type="application/ld+json"]').textContent(),
    )
    .toContain('"Article"')
})
