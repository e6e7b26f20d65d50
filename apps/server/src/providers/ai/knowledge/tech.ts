import { entries, specialist, type EntrySpec } from './types';

const SUPPORT = specialist('tech', ['Tech Support', 'Support', 'Hardware'], 'tech support expert');
const SECURITY = specialist('tech', ['Security', 'Cyber'], 'cyber security expert');
const WEB = specialist('tech', ['Web'], 'web developer');
const MOBILE = specialist('tech', ['Mobile App'], 'mobile app developer');
const CLOUD = specialist('tech', ['Cloud', 'DevOps', 'Network'], 'cloud and network expert');
const DATA = specialist('tech', ['Data', 'Software', 'Web'], 'software expert');

// Spec 000 §1 "Tech AI": devices, apps and security problems people in India meet every day.
const TECH: EntrySpec[] = [
  {
    id: 'slow-laptop',
    title: 'A slow laptop or computer',
    keywords: 'slow laptop slow computer pc hangs lagging takes long to start windows slow performance',
    answer:
      'A slow laptop is usually caused by too many start-up programs, a nearly full disk, pending updates, malware, or an old hard disk. Most of these can be fixed without buying a new machine.',
    steps: [
      'Disable unneeded start-up apps (Task Manager > Startup on Windows) and restart.',
      'Free up disk space: keep at least 15% of the drive empty; uninstall unused apps.',
      'Install updates and run a full antivirus scan; upgrading to an SSD or more RAM helps older laptops most.',
    ],
    expert: SUPPORT,
  },
  {
    id: 'slow-phone',
    title: 'A slow phone or full storage',
    keywords: 'phone slow mobile hanging storage full android slow clear cache phone memory full',
    answer: 'Phones slow down when storage is almost full, too many apps run in the background, or the software is out of date.',
    steps: [
      'Delete unused apps and large videos; move photos to cloud or a computer.',
      'Clear WhatsApp media you do not need (Settings > Storage and data).',
      'Install system updates and restart the phone weekly.',
    ],
    expert: SUPPORT,
  },
  {
    id: 'phishing',
    title: 'Phishing messages and suspicious links',
    keywords: 'phishing suspicious link sms scam kyc update message fake bank message email scam clicked link',
    answer:
      'Messages asking you to ‘update KYC’, claim a prize or pay a pending electricity bill through a link are classic phishing. Banks never ask for your OTP, PIN or password.',
    steps: [
      'Do not click the link or call numbers in the message; report it on the Sanchar Saathi Chakshu portal.',
      'If you clicked and entered details, change passwords and call your bank at once.',
      'If money was lost, call 1930 or report on cybercrime.gov.in immediately.',
    ],
    expert: SECURITY,
  },
  {
    id: 'upi-safety',
    title: 'UPI safety',
    keywords: 'upi safety upi pin collect request scam qr code scam receive money pin fraud gpay phonepe paytm',
    answer:
      'You never need to enter your UPI PIN or scan a QR code to receive money. Scammers send ‘collect requests’ or QR codes that actually take money from you.',
    steps: [
      'Only enter your UPI PIN when you are paying someone.',
      'Decline unknown collect requests; check the name before paying.',
      'Set a daily UPI limit in your app and report fraud to 1930.',
    ],
    expert: SECURITY,
  },
  {
    id: 'hacked-account',
    title: 'Hacked email or social media account',
    keywords: 'hacked account instagram hacked facebook hacked gmail hacked account recovery someone logged in',
    answer: 'If someone got into your account, act fast to lock them out before they change the recovery details.',
    steps: [
      'Use the platform’s ‘hacked account’ recovery page and reset the password.',
      'Turn on two-factor authentication and sign out of all other devices.',
      'Warn friends not to respond to messages sent from your account.',
    ],
    expert: SECURITY,
  },
  {
    id: 'whatsapp-hacked',
    title: 'WhatsApp account taken over',
    keywords: 'whatsapp hacked whatsapp otp scam whatsapp account lost verification code someone using my whatsapp',
    answer: 'WhatsApp accounts are usually taken over when someone tricks you into sharing the 6-digit verification code.',
    steps: [
      'Re-register WhatsApp with your number; this logs the other person out.',
      'Turn on two-step verification with a PIN (Settings > Account).',
      'Email support@whatsapp.com if you cannot get back in, and tell contacts.',
    ],
    expert: SECURITY,
  },
  {
    id: 'strong-passwords',
    title: 'Strong passwords and two-factor authentication',
    keywords: 'strong password password manager two factor authentication 2fa otp security same password',
    answer: 'Long, unique passwords for every account plus two-factor authentication stop most account takeovers.',
    steps: [
      'Use a password manager to create and store unique passwords.',
      'Turn on 2FA for email, banking and social accounts, preferably with an authenticator app.',
      'Change any password you have reused on other sites.',
    ],
    expert: SECURITY,
  },
  {
    id: 'virus-malware',
    title: 'Virus and malware',
    keywords: 'virus malware antivirus pop ups adware ransomware infected computer trojan',
    answer: 'Pop-ups, new browser toolbars, a slow machine or files you cannot open can be signs of malware.',
    steps: [
      'Disconnect from the internet and run a full scan with Windows Security or a reputable antivirus.',
      'Remove unknown programs and browser extensions.',
      'For ransomware, do not pay; restore from backups and get expert help.',
    ],
    expert: SECURITY,
  },
  {
    id: 'backup',
    title: 'Backing up photos and files',
    keywords: 'backup back up phone photos google photos cloud backup external hard drive data backup',
    answer: 'Keep at least two copies of important files in different places, such as the cloud and an external drive.',
    steps: [
      'Turn on automatic backup on your phone (Google or iCloud) over Wi-Fi.',
      'Copy important files to an external drive monthly.',
      'Test restoring a file once in a while.',
    ],
    expert: SUPPORT,
  },
  {
    id: 'data-recovery',
    title: 'Recovering deleted files',
    keywords: 'deleted files recover data recovery formatted pendrive lost photos recycle bin corrupted',
    answer: 'Deleted files can often be recovered if you stop using the drive immediately, so new data does not overwrite them.',
    steps: [
      'Check the Recycle Bin, Trash or the cloud’s deleted items first.',
      'Stop saving anything to the drive.',
      'Use recovery software or a professional service for valuable data.',
    ],
    expert: SUPPORT,
  },
  {
    id: 'wifi-problems',
    title: 'Wi-Fi keeps disconnecting',
    keywords: 'wifi disconnecting wifi slow internet slow router problem no internet broadband connection drops',
    answer: 'Wi-Fi drops are often caused by router placement, interference, outdated firmware, or too many devices.',
    steps: [
      'Restart the router and modem; place the router high and central, away from walls and microwaves.',
      'Use the 5 GHz band near the router and 2.4 GHz farther away.',
      'Update the router firmware; call your provider if the line itself drops.',
    ],
    expert: CLOUD,
  },
  {
    id: 'printer',
    title: 'Printer problems',
    keywords: 'printer not printing printer offline driver paper jam wireless printer setup',
    answer: 'Most printer problems are an offline connection, a stuck print queue or a missing driver.',
    steps: [
      'Restart the printer and computer, and check they are on the same Wi-Fi.',
      'Clear the print queue and set the printer as default.',
      'Install the latest driver from the manufacturer’s website.',
    ],
    expert: SUPPORT,
  },
  {
    id: 'battery-drain',
    title: 'Phone battery draining fast',
    keywords: 'battery drain battery draining fast phone battery heating charging slow battery health',
    answer: 'Screen brightness, background apps, weak signal and an ageing battery drain phones fastest.',
    steps: [
      'Check battery usage in settings and restrict apps using the most.',
      'Lower brightness and turn off location for apps that do not need it.',
      'Use the original charger; replace the battery if its health is low.',
    ],
    expert: SUPPORT,
  },
  {
    id: 'new-laptop',
    title: 'Buying a laptop',
    keywords: 'buy laptop which laptop laptop for students laptop specs ram ssd processor budget laptop',
    answer:
      'For everyday work and study, look for at least 8 GB of RAM (16 GB is better), an SSD of 512 GB, and a recent processor. Battery life and service centres near you matter too.',
    steps: [
      'List what you will use it for: office, coding, design or gaming.',
      'Set a budget and compare models on RAM, SSD, screen and weight.',
      'Check warranty and service centre coverage in your city.',
    ],
    expert: SUPPORT,
  },
  {
    id: 'website-build',
    title: 'Building a website for a business',
    keywords: 'build website business website create website wordpress domain hosting website cost',
    answer:
      'A small business site needs a domain name, hosting, and a site built with a platform such as WordPress or a website builder, or custom code for special needs.',
    steps: [
      'Buy a domain (.in or .com) and reliable hosting with SSL.',
      'Plan the pages: home, services, about, contact and a WhatsApp button.',
      'Get it built by a web developer if you need bookings, payments or custom features.',
    ],
    expert: WEB,
  },
  {
    id: 'website-slow',
    title: 'A slow website',
    keywords: 'website slow page speed site loading slow core web vitals optimise website',
    answer: 'Slow websites usually have large images, too many plugins or scripts, or slow hosting.',
    steps: [
      'Test the page on PageSpeed Insights.',
      'Compress images, use caching and a CDN, and remove unused plugins.',
      'Upgrade hosting if the server response is slow.',
    ],
    expert: WEB,
  },
  {
    id: 'ecommerce-store',
    title: 'Selling online',
    keywords: 'online store ecommerce website sell online shopify payment gateway razorpay',
    answer: 'You can sell online through marketplaces or your own store with a payment gateway. Your own store gives more control but needs marketing.',
    steps: [
      'Choose a platform and a payment gateway that supports UPI.',
      'Set up shipping, returns and GST invoicing.',
      'A web developer can integrate payments and inventory.',
    ],
    expert: WEB,
  },
  {
    id: 'mobile-app',
    title: 'Building a mobile app',
    keywords: 'build app mobile app development android app ios app flutter react native app cost',
    answer:
      'Many businesses start with one cross-platform app (Flutter or React Native) for Android and iOS. Cost depends on features, design and the backend.',
    steps: [
      'Write down the core features for the first version.',
      'Decide between a native and a cross-platform app.',
      'Talk to a mobile app developer for an estimate.',
    ],
    expert: MOBILE,
  },
  {
    id: 'cloud-hosting',
    title: 'Cloud hosting and servers',
    keywords: 'cloud hosting aws azure google cloud server deploy vps cloud cost migration',
    answer:
      'Cloud providers such as AWS, Azure and Google Cloud let you rent servers and managed services, paying for what you use. Costs rise quickly without monitoring.',
    steps: [
      'Start with managed services and small instances.',
      'Set budget alerts and turn off unused resources.',
      'Keep backups and enable multi-factor login on the cloud account.',
    ],
    expert: CLOUD,
  },
  {
    id: 'email-setup',
    title: 'Business email on your domain',
    keywords: 'business email domain email professional email google workspace zoho mail email setup mx records',
    answer: 'A professional email address on your domain builds trust. Providers such as Google Workspace or Zoho Mail set it up through DNS records.',
    steps: [
      'Choose a provider and verify your domain.',
      'Add the MX, SPF and DKIM records at your domain registrar.',
      'Test sending and receiving, and check spam placement.',
    ],
    expert: CLOUD,
  },
  {
    id: 'gmail-storage',
    title: 'Google account storage full',
    keywords: 'google storage full gmail storage full 15 gb drive full photos storage',
    answer: 'Gmail, Google Drive and Google Photos share the same 15 GB free storage.',
    steps: [
      'Use Google One’s storage manager to find large files.',
      'Delete emails with big attachments (search ‘larger:10M’).',
      'Empty the trash in Gmail and Drive, or buy more storage.',
    ],
    expert: SUPPORT,
  },
  {
    id: 'windows-update',
    title: 'Windows update problems',
    keywords: 'windows update stuck update failed blue screen windows error restart loop',
    answer: 'Stuck or failed updates can often be fixed with the built-in troubleshooter or by restarting the update service.',
    steps: [
      'Run Settings > System > Troubleshoot > Windows Update.',
      'Free up disk space and restart.',
      'For repeated blue screens, note the error code and get expert help.',
    ],
    expert: SUPPORT,
  },
  {
    id: 'screen-cracked',
    title: 'Broken phone screen or water damage',
    keywords: 'screen cracked broken screen phone fell in water water damage phone repair',
    answer: 'A cracked screen can cut you and let moisture in. After water damage, switch the phone off immediately and do not charge it.',
    steps: [
      'Back up your data if the phone still works.',
      'Visit an authorised service centre; check warranty or insurance first.',
      'Do not use rice or a hair dryer; let it dry switched off.',
    ],
    expert: SUPPORT,
  },
  {
    id: 'digilocker-aadhaar',
    title: 'DigiLocker and Aadhaar online services',
    keywords: 'digilocker aadhaar download e-aadhaar masked aadhaar lock biometrics uidai update address',
    answer:
      'You can download e-Aadhaar, lock your biometrics and update your address on the UIDAI website or the mAadhaar app. DigiLocker stores verified copies of documents such as your driving licence.',
    steps: [
      'Use a masked Aadhaar when sharing a copy.',
      'Lock your biometrics when not needed.',
      'Only use the official uidai.gov.in and digilocker.gov.in sites.',
    ],
    expert: SECURITY,
  },
  {
    id: 'privacy-apps',
    title: 'App permissions and privacy',
    keywords: 'app permissions privacy data tracking location permission camera microphone access spy apps',
    answer: 'Many apps ask for more permissions than they need. Checking them regularly protects your privacy.',
    steps: [
      'Review permissions in settings and remove access to contacts, location and microphone where not needed.',
      'Install apps only from official stores.',
      'Delete apps you no longer use.',
    ],
    expert: SECURITY,
  },
  {
    id: 'fake-customer-care',
    title: 'Fake customer care numbers',
    keywords: 'customer care number scam fake helpline remote access anydesk teamviewer screen share scam',
    answer: 'Scammers list fake customer-care numbers online and then ask you to install screen-sharing apps such as AnyDesk to take over your phone.',
    steps: [
      'Get helpline numbers only from the official website or app.',
      'Never install screen-sharing apps at a caller’s request.',
      'If you did, uninstall it, call your bank and report to 1930.',
    ],
    expert: SECURITY,
  },
  {
    id: 'job-scam',
    title: 'Online job and task scams',
    keywords: 'job scam work from home scam task scam like videos earn money telegram part time job fraud',
    answer: 'Offers to earn money by liking videos, rating hotels or ‘tasks’ on Telegram, which later ask you to deposit money, are scams.',
    steps: ['Never pay to get a job or unlock earnings.', 'Block and report the contact on the app.', 'Report losses at once to 1930 or cybercrime.gov.in.'],
    expert: SECURITY,
  },
  {
    id: 'sim-swap',
    title: 'SIM swap and sudden loss of network',
    keywords: 'sim swap no network suddenly sim blocked duplicate sim sim fraud esim',
    answer: 'If your SIM suddenly stops working without reason, someone may have obtained a duplicate SIM to receive your OTPs.',
    steps: [
      'Contact your mobile operator immediately from another phone.',
      'Call your bank to block transactions.',
      'Check connections in your name on the Sanchar Saathi portal.',
    ],
    expert: SECURITY,
  },
  {
    id: 'learn-coding',
    title: 'Learning to code',
    keywords: 'learn coding programming beginner python javascript career in it learn to program',
    answer: 'Python and JavaScript are good first languages. Build small projects as you learn; a portfolio matters more than certificates.',
    steps: [
      'Pick one language and a free course, and practise daily.',
      'Build and publish small projects on GitHub.',
      'Ask a mentor to review your code and plan.',
    ],
    expert: DATA,
  },
  {
    id: 'excel-help',
    title: 'Excel and spreadsheets',
    keywords: 'excel formula vlookup xlookup pivot table spreadsheet google sheets macro',
    answer: 'Most spreadsheet tasks use a few functions: SUMIFS, XLOOKUP (or VLOOKUP), pivot tables and filters.',
    steps: [
      'Keep data in a clean table with one header row.',
      'Use XLOOKUP for lookups and pivot tables for summaries.',
      'An expert can automate repetitive work with macros or scripts.',
    ],
    expert: DATA,
  },
  {
    id: 'software-bug',
    title: 'Bugs in your software or app',
    keywords: 'bug fixing app crashing error in code website error 500 software not working debug',
    answer: 'Fixing bugs starts with reproducing them reliably and reading the error logs.',
    steps: [
      'Write down the exact steps, error messages and when it started.',
      'Check recent changes or updates.',
      'Share logs with a developer to find the root cause.',
    ],
    expert: DATA,
  },
  {
    id: 'cctv-smart-home',
    title: 'CCTV and smart home devices',
    keywords: 'cctv camera smart home wifi camera security camera dvr nvr alexa smart devices',
    answer: 'Wi-Fi cameras and smart devices are convenient but are often left with default passwords, which makes them easy to hack.',
    steps: [
      'Change default passwords and update firmware.',
      'Put smart devices on a separate guest network.',
      'Buy from brands that provide regular security updates.',
    ],
    expert: CLOUD,
  },
  {
    id: 'data-privacy-business',
    title: 'Protecting customer data (DPDP Act)',
    keywords: 'data protection dpdp act customer data privacy compliance business data security',
    answer:
      'India’s Digital Personal Data Protection Act, 2023 requires businesses to collect personal data with consent, for a clear purpose, keep it secure and report breaches.',
    steps: [
      'List what personal data you collect and why.',
      'Restrict access, encrypt sensitive data and keep backups.',
      'Get a security review of your systems.',
    ],
    expert: SECURITY,
  },
  {
    id: 'video-call-issues',
    title: 'Video call problems',
    keywords: 'video call not working camera not working microphone not working zoom meet echo audio problem',
    answer: 'Most video call problems come from browser permissions, another app using the camera, or a weak connection.',
    steps: [
      'Allow camera and microphone in the browser’s site settings.',
      'Close other apps that use the camera; use headphones to stop echo.',
      'Move closer to the router or switch off video when the network is weak.',
    ],
    expert: SUPPORT,
  },
  {
    id: 'social-media-marketing',
    title: 'Digital marketing for a small business',
    keywords: 'digital marketing social media marketing google business profile seo instagram business ads',
    answer: 'A Google Business Profile, a simple website and regular posts on one or two social platforms bring most local customers.',
    steps: [
      'Create and verify your Google Business Profile with photos and hours.',
      'Ask happy customers for reviews.',
      'Try small, targeted ads before spending more.',
    ],
    expert: WEB,
  },
  {
    id: 'online-classes-kids',
    title: 'Keeping children safe online',
    keywords: 'children online safety parental controls kids screen time youtube kids gaming safety',
    answer: 'Parental controls and open conversations keep children safer online.',
    steps: [
      'Set up Google Family Link or Apple Screen Time.',
      'Keep devices in shared spaces and agree on screen-time rules.',
      'Teach children never to share personal details or photos with strangers.',
    ],
    expert: SECURITY,
  },
  {
    id: 'pdf-documents',
    title: 'Scanning and compressing documents',
    keywords: 'pdf compress pdf scan documents merge pdf reduce file size upload size limit',
    answer: 'Phone scanner apps make clear PDFs, and free tools can compress or merge them to meet upload limits on government portals.',
    steps: [
      'Scan in good light with a scanner app.',
      'Compress with a trusted tool, checking the text stays readable.',
      'Avoid uploading ID documents to unknown websites.',
    ],
    expert: SUPPORT,
  },
  {
    id: 'network-office',
    title: 'Office network setup',
    keywords: 'office network setup lan router firewall vpn small office it setup',
    answer: 'A small office network needs a reliable router with a firewall, separate guest Wi-Fi, and backups.',
    steps: ['Separate staff and guest Wi-Fi.', 'Use a VPN for remote access rather than open ports.', 'Get a network expert to set up and document it.'],
    expert: CLOUD,
  },
  {
    id: 'bluetooth-audio',
    title: 'Bluetooth earphones not connecting',
    keywords: 'bluetooth not connecting earphones earbuds pairing bluetooth speaker connection',
    answer: 'Bluetooth problems are usually fixed by forgetting the device and pairing it again.',
    steps: [
      'Forget the device in Bluetooth settings, reset the earbuds and pair again.',
      'Make sure they are charged and not connected to another phone.',
      'Update the phone software.',
    ],
    expert: SUPPORT,
  },
  {
    id: 'ai-tools',
    title: 'Using AI tools safely at work',
    keywords: 'ai tools chatgpt generative ai work productivity ai privacy confidential data',
    answer: 'AI tools can draft, summarise and code faster, but they can be wrong and may store what you type.',
    steps: [
      'Do not paste confidential or personal data into public AI tools.',
      'Check facts and code before using them.',
      'Follow your company’s policy on AI use.',
    ],
    expert: DATA,
  },
];

export const TECH_KNOWLEDGE = entries('technology', TECH);
