import type { ReactElement, SVGProps } from 'react'

import spriteUrl from '@/assets/icons.svg?no-inline'

import { iconHref } from './spriteInPage'

/** What an icon takes: an `<svg>`'s own props (a class above all), no children. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

/** An icon component, as lucide-react's `LucideIcon` was for the callers. */
export type LucideIcon = (props: IconProps) => ReactElement

/** The sprite's address, hashed by the build. */
export const ICON_SPRITE_URL = spriteUrl

/** lucide's rule: an icon with no label or role is hidden from assistive technology. */
function isLabelled(props: IconProps): boolean {
  return Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith('aria-') || name === 'role' || name === 'title') &&
      value != null,
  )
}

/**
 * The icon whose symbol in the sprite has the id `id`: an `<svg class="icon">`
 * holding one `<use>` (into the sprite file, or into its copy in the page
 * once the app has put it there: iconHref). Its size (24 px unless a class
 * says otherwise), stroke and fill come from the `.icon` rule of src/styles/index.css, as
 * lucide's attributes did, and reach the symbol's shapes by inheritance.
 */
export function spriteIcon(id: string): LucideIcon {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        className={className ? `icon ${className}` : 'icon'}
        aria-hidden={isLabelled(props) ? undefined : 'true'}
        {...props}
      >
        <use href={iconHref(id)} />
      </svg>
    )
  }
  Icon.displayName = `Icon(${id})`
  return Icon
}
