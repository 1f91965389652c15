import { useMemo } from 'react'

import { AGE_BANDS, type AgeBand } from '@/lib/ageBands/ageBands'
import { gamesText } from '@/lib/i18n/games'

import { ChoiceGroup } from '../shared/ChoiceGroup'
import { JIGSAW_SIZE_OF_BAND, JIGSAW_SIZES, type JigsawSize } from './logic'
import { hasOwnColors, pictureTitle, PUZZLE_PICTURES } from './picture'

type JigsawControlsProps = {
  pictureId: string
  size: JigsawSize
  onChange: (pictureId: string, size: JigsawSize) => void
}

const SIZE_VALUES = JIGSAW_SIZES.map(String) as readonly `${JigsawSize}`[]
const BAND_OF_SIZE = Object.fromEntries(
  AGE_BANDS.map((band) => [JIGSAW_SIZE_OF_BAND[band], band]),
) as Record<JigsawSize, AgeBand>

/** Which picture, cut into how many pieces; a change starts a new puzzle. */
export function JigsawControls({
  pictureId,
  size,
  onChange,
}: JigsawControlsProps) {
  const options = useMemo(
    () =>
      PUZZLE_PICTURES.map((page) => {
        const title = pictureTitle(page)
        return {
          id: page.id,
          label: hasOwnColors(page.id)
            ? gamesText('games.jigsaw.yourColors', { title })
            : title,
        }
      }),
    [],
  )
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <label className="flex max-w-full flex-wrap items-center gap-2 font-display text-lg font-semibold">
        {gamesText('games.jigsaw.picture')}
        <select
          value={pictureId}
          onChange={(event) => onChange(event.target.value, size)}
          className="min-h-12 w-64 max-w-full rounded-full border-2 border-maroon-700 bg-white px-4 font-sans text-base font-normal"
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <ChoiceGroup
        legend={gamesText('games.jigsaw.pieces')}
        choices={SIZE_VALUES.map((value) => ({
          value,
          label: gamesText('games.jigsaw.size', {
            size: value,
            band: gamesText(
              `ageBand.${BAND_OF_SIZE[Number(value) as JigsawSize]}`,
            ),
          }),
          spokenLabel: gamesText('games.jigsaw.sizeLabel', {
            size: value,
            band: gamesText(
              `ageBand.${BAND_OF_SIZE[Number(value) as JigsawSize]}`,
            ),
            count: Number(value) ** 2,
          }),
        }))}
        value={`${size}`}
        onChange={(value) => onChange(pictureId, Number(value) as JigsawSize)}
      />
    </div>
  )
}
