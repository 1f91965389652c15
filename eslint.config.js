import js from '@eslint/js'
import vitest from '@vitest/eslint-plugin'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import testingLibrary from 'eslint-plugin-testing-library'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// A feature does not import another feature
// (docs/architecture.md#import-rules).
const FEATURES = [
  'home',
  'gotras',
  'story',
  'games',
  'coloring',
  'traditions',
  'auth',
  'leaderboard',
  'legal',
  'family',
]
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
}))

// One direction of imports (docs/architecture.md#import-rules).
const LAYER_ZONES = [
  { target: './src/features', from: './src/app' },
  { target: './src/features', from: './src/pages' },
  { target: './src/pages', from: './src/app' },
  {
    target: ['./src/components', './src/data', './src/lib'],
    from: ['./src/features', './src/pages', './src/app'],
  },
  ...featureZones,
]

// lib is the lowest layer: it imports neither content nor components; what
// it needs of them (the quiz's question bank) the app hands in. Its tests
// may check it against the real content.
const LIB_IS_THE_LOWEST = {
  target: './src/lib',
  from: ['./src/data', './src/components'],
  message:
    'lib is the lowest layer: take the content as a parameter, handed in from src/app (docs/architecture.md#import-rules).',
}

const SUPABASE_ONLY_IN_BACKEND = {
  name: '@supabase/supabase-js',
  message: 'Only src/lib/backend may import supabase-js.',
}

// Icons are <use>s of one sprite (decision 065): lucide's own components
// would put every icon's paths back into the page's HTML.
const ICONS_FROM_THE_SPRITE = {
  name: 'lucide-react',
  message:
    "Import icons from '@/components/icons' (declare a new one there, then run npm run icons).",
}

// Components reach the backend through named hooks (useSignOut,
// useLeaderboard, useAddProfile, ...), never useBackend() (decision 059).
const NAMED_HOOKS_ONLY = {
  name: '@/lib/backend',
  importNames: ['useBackend'],
  message:
    'Call the backend through a named hook of lib/backend (useSignOut, useLeaderboard, ...), not useBackend().',
}

const RESTRICTED_IMPORTS = [
  SUPABASE_ONLY_IN_BACKEND,
  ICONS_FROM_THE_SPRITE,
  NAMED_HOOKS_ONLY,
]

// lib/backend has one door, its index.ts: contract/, device/, supabase/,
// rules/ and react/ are its inside (docs/architecture.md#the-backend).
// Tests may reach in, to build a backend or check a rule alone.
const BACKEND_DOOR = {
  group: ['@/lib/backend/*'],
  message:
    "Import the backend from '@/lib/backend' (its index.ts is the one door).",
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'coverage',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench/.variants',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', 'scripts/*/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: [
            'builtin',
            'external',
            'internal',
            ['parent', 'sibling', 'index'],
          ],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      // One direction of imports: lib -> ui/data -> features -> pages -> app.
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...LAYER_ZONES, LIB_IS_THE_LOWEST] },
      ],
      'no-restricted-imports': [
        'error',
        { paths: RESTRICTED_IMPORTS, patterns: [BACKEND_DOOR] },
      ],
    },
  },
  {
    // A boundary carries the edition it was rendered in, or one hydrated
    // after the page changed edition does not match its HTML (decision 090).
    files: ['src/**/*.tsx'],
    ignores: ['src/components/SuspenseInEdition.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='Suspense'], MemberExpression[object.name='React'][property.name='Suspense']",
          message:
            "Use SuspenseInEdition from '@/components/SuspenseInEdition' (a boundary keeps the edition it was rendered in).",
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: RESTRICTED_IMPORTS }],
    },
  },
  {
    files: ['src/lib/backend/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/lib/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
  {
    // The sprite's writer reads lucide's drawings (decision 065).
    files: ['scripts/art/iconSprite.mjs'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'scripts/**/*.test.ts'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
    },
  },
  {
    files: ['src/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      // Playwright fixtures use an empty destructuring pattern by design.
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
)
