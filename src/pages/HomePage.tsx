import { homeSections } from '@/data/homeSections'
import { pageMeta } from '@/data/pageMeta'
import { HomeHero } from '@/features/home/HomeHero'
import { HomeSection } from '@/features/home/HomeSection'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function HomePage() {
  const meta = pageMeta.home
  return (
    <>
      <Seo {...meta} path={paths.home.getHref()} />
      <HomeHero />
      {homeSections.map((section, index) => (
        <HomeSection
          key={section.id}
          id={section.id}
          title={section.title}
          intro={section.intro}
          className={index % 2 === 1 ? 'bg-cream-200/60' : undefined}
        />
      ))}
    </>
  )
}
