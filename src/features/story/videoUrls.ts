/** The privacy-enhanced player, started by the press that loads it. */
export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`
}

/** A YouTube search for a video's title, for videos without an id yet. */
export function youtubeSearchUrl(title: string): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(title)}`
}
