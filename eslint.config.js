// ESLint (flat config): TypeScript's recommended rules, the rules of hooks, accessibility of JSX.
// Formatting is Prettier's job (.prettierrc.json); eslint-config-prettier turns off the rules
// that would fight it. `npm run lint` runs both; `npm test` runs them as checks.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    // remix.env.d.ts is Remix's own triple-slash reference file.
    ignores: ["build/", "public/build/", "node_modules/", "data/", "test-results/", "playwright-report/", ".cache/", "remix.env.d.ts"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // Unused names are allowed when they say so: `_omit`, `_error`.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // `typeof import("…")` stays allowed: tests type modules they import after setting the env.
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      eqeqeq: ["error", "smart"],
      // A handler set up before its variable is assigned reads it later: that is not a constant.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // A dialog moves focus to its first field when it opens (the WAI-ARIA dialog pattern).
      "jsx-a11y/no-autofocus": "off",
    },
  },
  {
    // `import { z } from "zod"` makes the bundler keep zod's whole namespace, all its locales
    // included, in the browser's scripts; `import * as z` lets it keep only what is used (ADR 0018).
    files: ["app/**/*.ts", "app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='zod'] > :matches(ImportSpecifier[imported.name='z'], ImportDefaultSpecifier)",
          message: 'Write `import * as z from "zod"`: the named `z` brings every zod locale into the browser bundle.',
        },
      ],
    },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Tests read JSON answers of every shape.
    files: ["tests/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Command-line tools and scripts print to the terminal.
    files: ["cli/**", "scripts/**", "bench/**", "tests/**", "server.ts"],
    rules: { "no-console": "off" },
  },
  prettier,
);
