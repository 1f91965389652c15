// The seeded random source moved to lib/random (lib/quiz's tests use it);
// the games keep importing it from here.
export { newSeed, seededRandom } from '@/lib/random/seededRandom'
