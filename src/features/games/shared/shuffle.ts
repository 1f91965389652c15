// The shuffle moved to lib/random so lib/quiz can draw rounds with it; the
// games keep importing it from here.
export { shuffle } from '@/lib/random/shuffle'
