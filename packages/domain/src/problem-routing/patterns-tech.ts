/** Problems for an IT professional: which service, and why. Reviewed data (see types.ts for the notation). */
import type { ProblemPattern, RouteTarget } from './types';

export const itExpert = (department: string, why: string): RouteTarget => ({ category: 'tech', department, why });

export const TECH_PATTERNS: readonly ProblemPattern[] = [
  {
    id: 'device-trouble',
    phrases: [
      '@device @slow ~4',
      '@slow @device ~4',
      '@device not|nahi|नहीं working|connect|connecting|chal|चल|start|starting|opening',
      '@device disconnect|disconnecting|disconnects|disconnected|band|बंद|down|dropping ~5',
      'blue screen',
      '@handset @slow ~4',
      '@slow @handset ~4',
      '@handset not|nahi|नहीं working|charging|chal|चल|start ~3',
      'password|पासवर्ड forgot|forgotten|bhul|भूल|reset|recovery|recover|locked ~4',
      'forgot|bhul|भूल password|पासवर्ड ~3',
      'data recovery',
      'setup|set|install|installation|configure|सेट @device ~3',
      '@device setup|install|installation|configure|सेट|set ~3',
      'recover|recovery deleted|lost|files|photos|data ~3',
    ],
    routes: [itExpert('Tech Support', 'An IT support expert can fix a slow, crashing or disconnecting device or network.')],
  },
  {
    id: 'device',
    phrases: ['@device'],
    routes: [itExpert('Tech Support', 'An IT support expert can look at your device or connection.')],
    strength: 1,
  },
  {
    id: 'hacked',
    phrases: [
      '@hacked',
      'logged|login|logins|signed someone|unknown|another|other|suspicious ~4',
      'unknown|suspicious|strange login|logins|device|activity',
      'network|server|firewall|wifi secure|security|vapt|penetration|pentest|tested ~4',
      'vapt|pentest|penetration|firewall',
      'security audit|testing|test',
      'virus|malware|ransomware|spyware|वायरस',
      'ransom',
      'spam|suspicious login|logins',
      'password changed|stolen',
      'encrypted',
    ],
    routes: [itExpert('Cyber Security', 'A cyber-security expert can recover the account, remove the intruder and secure your devices.')],
  },
  {
    id: 'website',
    phrases: ['@build @site ~4', '@site @build ~4', '!construction|building|work|project @site', 'domain|hosting'],
    routes: [itExpert('Web Development', 'A web developer builds and maintains websites and online shops.')],
  },
  {
    id: 'software',
    phrases: [
      '@build @app ~4',
      '@app @build ~4',
      'mobile app|application',
      'software|crm|erp|automation',
      'cloud|aws|azure|gcp|devops|kubernetes|database',
      'migrate|migration|migrating data|software|system|website ~3',
      'booking|billing|inventory|appointment|management system|software|portal|app ~2',
    ],
    routes: [itExpert('Software Development', 'A software developer builds apps and business software.')],
  },
  {
    id: 'bug',
    phrases: [
      'bug|bugs|glitch|glitches|debug|debugging',
      'error|errors @site|@app|page|checkout|code',
      '@site|@app|page|checkout|code error|errors|crash|crashes|crashing|crashed|band|बंद ~4',
      'crash|crashes|crashing @site|@app ~3',
    ],
    routes: [itExpert('Bug Fixing', 'A developer can find and fix the bug in your site or app.')],
  },
  {
    id: 'marketing',
    phrases: [
      'listed|listing|list google|maps|instagram|facebook|justdial ~4',
      'seo|marketing|advertising|ads',
      'social media',
      'more customers|clients|leads|followers|sales',
      'google ranking|listing|business',
    ],
    routes: [itExpert('Digital Marketing', 'A digital-marketing expert brings customers through search and social media.')],
  },
  {
    id: 'ask-it',
    phrases: ['it expert|professional|support|person ~0', 'techie|technician|tech support', 'computer|software expert|engineer'],
    routes: [itExpert('Tech Support', 'An IT professional can look at the problem with you.')],
    strength: 1,
  },
];
