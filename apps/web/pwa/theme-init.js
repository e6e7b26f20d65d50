/* global document */
// Apply the saved theme before the first paint, so a returning visitor never sees the wrong colours. Inlined in
// index.html at build (inline-theme-script-plugin.ts); the Content-Security-Policy allows it by its hash.
// A prerendered vertical home names its own theme (data-page-theme): it keeps it.
try {
  var theme = document.documentElement.dataset.pageTheme || localStorage.getItem('app-theme');
  if (theme === 'green' || theme === 'blue' || theme === 'orange' || theme === 'purple') document.documentElement.dataset.theme = theme;
  if (localStorage.getItem('theme-mode') === 'dark') document.documentElement.classList.add('dark');
  // The app's language (src/i18n/language.ts), so <html lang> is right from the first paint.
  if (localStorage.getItem('app-language') === 'hi') document.documentElement.lang = 'hi';
} catch {
  // Storage blocked (private mode, a policy): the default theme stays.
}
