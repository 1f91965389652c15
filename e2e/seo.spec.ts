import { expect, test } from './fixtures'
import { ROUTES } from './routes'

type HeadInfo = {
  titles: string[]
  description: string | null
  canonical: string | null
  ogTitle: string | null
  robots: string | null
  jsonLd: string[]
}

test('every route has its own title, description, canonical, og:title and valid JSON-LD', async ({
  page,
  baseURL,
}) => {
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
    expect(head.canonical).toBe(`${baseURL}${route.path}`)
    expect(head.ogTitle).toBe(title)
    const isNotFound = route.path === '/this-does-not-exist'
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
