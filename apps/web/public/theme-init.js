/* global document */
// Apply the saved theme before the first paint, so a returning visitor never sees the wrong colours. A file, not an
// inline script: the Content-Security-Policy allows scripts from our origin only.
try {
  var theme = localStorage.getItem('app-theme');
  if (theme === 'green' || theme === 'blue' || theme === 'orange' || theme === 'purple') document.documentElement.dataset.theme = theme;
  if (localStorage.getItem('theme-mode') === 'dark') document.documentElement.classList.add('dark');
} catch {
  // Storage blocked (private mode, a policy): the default theme stays.
}
