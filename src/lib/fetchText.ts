/**
 * The text of the file at `url`. A response that is not OK (a 404, a
 * server error) is an error naming the file and its status, not its text.
 */
export async function fetchText(url: string): Promise<string> {
  const response = await fetch(url)
  if (!response.ok) {
    throw new Error(`Could not load ${url} (status ${response.status})`)
  }
  return response.text()
}
