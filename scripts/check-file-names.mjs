// STYLE §6, checked by a machine: source files and folders are kebab-case (`expert-card.tsx`, not `ExpertCard.tsx`).
// Part of `npm run lint`.
import { execSync } from 'node:child_process';

const files = execSync('git ls-files --cached --others --exclude-standard apps packages bench scripts', { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|css)$/.test(file));
const KEBAB = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
const wrong = files.filter((file) =>
  file
    .split('/')
    .map((part) => part.replace(/\.(d\.ts|e2e\.ts|test\.tsx?|tsx?|mjs|js|css)$/, ''))
    .some((part) => !KEBAB.test(part)),
);
if (wrong.length > 0) {
  console.error(`File and folder names must be kebab-case (STYLE §6):\n${wrong.map((file) => `  ${file}`).join('\n')}`);
  process.exit(1);
}
console.log(`File names: ${files.length} files, all kebab-case.`);
