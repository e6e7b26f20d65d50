import { entries, specialist, type EntrySpec } from './types';

const CRIMINAL = specialist('legal', ['Criminal'], 'criminal lawyer');
const FAMILY = specialist('legal', ['Family'], 'family lawyer');
const PROPERTY = specialist('legal', ['Property', 'Real Estate', 'RERA'], 'property lawyer');
const CONSUMER = specialist('legal', ['Consumer'], 'consumer lawyer');
const CYBER = specialist('legal', ['Cyber'], 'cyber law expert');
const CORPORATE = specialist('legal', ['Corporate', 'Company', 'Business'], 'corporate lawyer');
const LABOUR = specialist('legal', ['Labour', 'Employment', 'Corporate'], 'employment lawyer');
const CIVIL = specialist('legal', ['Civil', 'Property', 'Family'], 'lawyer');

// Spec 000 §1 "Legal AI": general information on Indian law as it stands, with the steps a person can take.
const LEGAL: EntrySpec[] = [
  {
    id: 'file-fir',
    title: 'Filing an FIR',
    keywords: 'fir file fir police complaint first information report lodge complaint police station cognizable offence',
    answer:
      'An FIR (First Information Report) is filed at a police station for a cognizable offence such as theft, assault or cheating. Under the BNSS, 2023, police must register it; you can file it at any police station (a Zero FIR), which is transferred to the right one.',
    steps: [
      'Go to the police station, give the facts in writing or orally, and read the FIR before you sign.',
      'Take a free copy of the FIR and note its number.',
      'If police refuse, send the complaint to the Superintendent of Police, or approach the Magistrate.',
    ],
    expert: CRIMINAL,
  },
  {
    id: 'police-refuse-fir',
    title: 'Police refuse to register an FIR',
    keywords: 'police refused fir not registering complaint police not listening superintendent magistrate complaint',
    answer:
      'If the police refuse to register an FIR for a cognizable offence, you can send your complaint in writing to the Superintendent of Police, and then approach the Judicial Magistrate, who can direct the police to register it and investigate.',
    steps: [
      'Send the written complaint to the SP by registered post or email and keep proof.',
      'Keep a record of when you went and whom you met at the station.',
      'A lawyer can file the application before the Magistrate for you.',
    ],
    expert: CRIMINAL,
  },
  {
    id: 'online-fir-lost',
    title: 'Lost phone or documents report',
    keywords: 'lost phone lost documents lost passport report loss online police report lost aadhaar e-fir stolen mobile ceir',
    answer:
      'Most state police websites let you report lost articles online and download the report. For a lost or stolen phone, the CEIR portal (ceir.gov.in) can block the phone using its IMEI after you file the police report.',
    steps: [
      'File the lost-article report on your state police website or app and save the PDF.',
      'Block your SIM with your operator and the phone on the CEIR portal.',
      'Use the report to apply for duplicate documents.',
    ],
    expert: CRIMINAL,
  },
  {
    id: 'bail',
    title: 'Bail and arrest rights',
    keywords: 'bail arrest anticipatory bail arrested rights police custody regular bail bailable non bailable',
    answer:
      'A person arrested must be told the grounds of arrest, may meet a lawyer, and must be produced before a Magistrate within 24 hours. Bail is a right for bailable offences; for others the court decides. Anticipatory bail can be sought when arrest is feared.',
    steps: [
      'Stay calm, ask for the grounds of arrest and inform a family member.',
      'Contact a criminal lawyer at once about bail or anticipatory bail.',
      'If you cannot afford a lawyer, free legal aid is available through the District Legal Services Authority.',
    ],
    expert: CRIMINAL,
  },
  {
    id: 'cheque-bounce',
    title: 'Cheque bounce',
    keywords: 'cheque bounce dishonoured cheque section 138 negotiable instruments legal notice payment not received',
    answer:
      'A bounced cheque for a debt is an offence under Section 138 of the Negotiable Instruments Act. You must send a legal notice within 30 days of learning of the dishonour; if the drawer does not pay within 15 days of receiving it, you can file a complaint within the next month.',
    steps: [
      'Keep the cheque and the bank’s return memo.',
      'Send a legal notice by registered post within 30 days.',
      'A lawyer can file the complaint in the Magistrate’s court if payment does not come.',
    ],
    expert: CIVIL,
  },
  {
    id: 'consumer-complaint',
    title: 'Filing a consumer complaint',
    keywords: 'consumer complaint defective product bad service refund not given consumer court consumer forum e-daakhil edaakhil',
    answer:
      'Under the Consumer Protection Act, 2019, you can complain about defective goods, poor service or unfair trade practices. Complaints up to ₹50 lakh go to the District Commission, and you can file online on the e-Daakhil portal, usually within 2 years.',
    steps: [
      'Write to the seller or company first and keep bills, warranty cards, emails and chats.',
      'Try the National Consumer Helpline (1915) or the NCH app for a quick resolution.',
      'File on e-Daakhil with your documents; you can appear yourself, a lawyer is optional.',
    ],
    expert: CONSUMER,
  },
  {
    id: 'online-shopping-fraud',
    title: 'Online shopping problems',
    keywords: 'online shopping order not delivered fake product e-commerce refund amazon flipkart seller fraud wrong item',
    answer:
      'E-commerce sites must have a grievance officer and act on complaints under the Consumer Protection (E-Commerce) Rules. For an order not delivered or a fake product, first use the platform’s complaint process, then the National Consumer Helpline.',
    steps: [
      'Raise a complaint with the platform and ask for the grievance officer’s reply in writing.',
      'Register on the National Consumer Helpline (1915 or consumerhelpline.gov.in).',
      'If unresolved, file with the District Commission on e-Daakhil.',
    ],
    expert: CONSUMER,
  },
  {
    id: 'rent-agreement',
    title: 'Rent agreements',
    keywords: 'rent agreement rental agreement lease tenant landlord 11 months stamp duty registration leave and licence',
    answer:
      'A rent agreement should state the rent, deposit, duration, notice period, maintenance, and who pays repairs and bills. Many are made for 11 months to avoid compulsory registration, but they must still be on stamp paper as per your state’s stamp duty.',
    steps: [
      'Put all terms in writing: rent increase, lock-in, notice and deposit refund timeline.',
      'Pay the correct stamp duty (many states allow e-stamping) and sign with two witnesses.',
      'Keep rent receipts; they also help for HRA tax claims.',
    ],
    expert: PROPERTY,
  },
  {
    id: 'security-deposit',
    title: 'Landlord not returning deposit',
    keywords: 'security deposit not returned landlord keeping deposit refund of deposit vacate house deductions',
    answer:
      'A landlord may deduct only for unpaid dues or damage beyond normal wear and tear, as per the agreement. If the deposit is wrongly withheld, you can send a legal notice and then file a civil recovery suit or approach the rent authority in your state.',
    steps: [
      'Take dated photos of the house at move-in and move-out and keep the handover receipt.',
      'Ask for the refund in writing with a deadline.',
      'Send a legal notice if there is no reply.',
    ],
    expert: PROPERTY,
  },
  {
    id: 'tenant-eviction',
    title: 'Eviction of a tenant',
    keywords: 'evict tenant eviction tenant not paying rent tenant not vacating landlord rights rent control',
    answer:
      'A landlord cannot evict a tenant by force, cutting power or water, or changing locks. Eviction follows the agreement and the state’s rent law, usually after notice and, if needed, an order from the rent court.',
    steps: [
      'Serve a written notice as per the agreement’s notice period.',
      'Keep records of unpaid rent and communication.',
      'Consult a property lawyer before filing an eviction case.',
    ],
    expert: PROPERTY,
  },
  {
    id: 'property-purchase',
    title: 'Checks before buying property',
    keywords: 'buy property flat plot land purchase title check encumbrance certificate due diligence sale deed registry',
    answer:
      'Before buying, verify the seller’s title for at least 30 years, an encumbrance certificate, approved building plans, tax receipts and, for new projects, RERA registration. The sale deed must be stamped and registered at the sub-registrar’s office.',
    steps: [
      'Get the title documents checked by a lawyer before paying any advance.',
      'Check the project on your state RERA website.',
      'Pay by bank transfer and register the sale deed promptly.',
    ],
    expert: PROPERTY,
  },
  {
    id: 'rera-delay',
    title: 'Builder delays possession (RERA)',
    keywords: 'builder delay possession rera complaint flat not delivered builder refund interest project delayed',
    answer:
      'Under RERA, if a builder delays possession, you can ask for a refund with interest or interest for each month of delay. Complaints are filed online with your state’s RERA authority.',
    steps: [
      'Collect the agreement for sale, payment receipts and builder letters.',
      'File a complaint on your state RERA portal.',
      'A property lawyer can help calculate interest and argue the case.',
    ],
    expert: PROPERTY,
  },
  {
    id: 'property-mutation',
    title: 'Mutation of property records',
    keywords: 'mutation khata transfer property name change land records dakhil kharij after death property records',
    answer:
      'Mutation records the new owner’s name in the municipal or revenue records after a sale, gift or inheritance. It is needed for paying property tax and for selling later, but it does not by itself prove ownership.',
    steps: [
      'Apply at the municipal office or tehsil, or online where your state allows it.',
      'Attach the sale deed, or the death certificate and legal heir proof.',
      'Follow up until the record shows the new name.',
    ],
    expert: PROPERTY,
  },
  {
    id: 'inheritance-will',
    title: 'Wills and inheritance',
    keywords: 'will write a will make a will testament inheritance succession legal heir property after death father property share daughters share probate',
    answer:
      'A will lets you decide who gets your property; it needs your signature and two witnesses, and registering it is optional but helpful. Without a will, personal succession law applies: under the Hindu Succession Act, daughters have equal rights with sons in ancestral property.',
    steps: [
      'Write the will clearly, list assets and beneficiaries, and sign before two witnesses.',
      'Keep it safe and tell the executor where it is.',
      'For disputes among heirs, consult a lawyer early.',
    ],
    expert: FAMILY,
  },
  {
    id: 'succession-certificate',
    title: 'Succession certificate and legal heir certificate',
    keywords: 'succession certificate legal heir certificate bank account after death claim deposits nominee',
    answer:
      'A legal heir certificate (from the tehsildar) identifies the heirs; a succession certificate (from a civil court) lets heirs collect debts and securities such as bank deposits when there is no nominee or will.',
    steps: [
      'Get the death certificate first.',
      'Apply for a legal heir certificate at the tehsil or online where available.',
      'For a succession certificate, a lawyer files a petition in the civil court.',
    ],
    expert: FAMILY,
  },
  {
    id: 'mutual-divorce',
    title: 'Mutual consent divorce',
    keywords: 'divorce mutual consent divorce separation talaq husband wife divorce process how long divorce',
    answer:
      'In a mutual consent divorce, both spouses file a joint petition after living separately for at least a year, agreeing on alimony, custody and property. The court may waive the six-month waiting period in suitable cases.',
    steps: [
      'Agree in writing on maintenance, custody and return of belongings.',
      'File the joint petition in the family court with a lawyer.',
      'Attend both motions; the decree follows if consent continues.',
    ],
    expert: FAMILY,
  },
  {
    id: 'contested-divorce',
    title: 'Contested divorce',
    keywords: 'contested divorce cruelty desertion grounds for divorce spouse not agreeing divorce case',
    answer:
      'When one spouse does not agree, divorce can be sought on grounds set by law, such as cruelty, desertion for two years, adultery or mental illness. Contested cases take longer and need evidence.',
    steps: [
      'Keep records: messages, medical reports, police complaints, witnesses.',
      'Try mediation; many family courts offer it.',
      'Consult a family lawyer about the right ground and court.',
    ],
    expert: FAMILY,
  },
  {
    id: 'maintenance',
    title: 'Maintenance for wife, children and parents',
    keywords: 'maintenance alimony wife maintenance child support section 144 bnss 125 crpc parents maintenance',
    answer:
      'A wife, children and parents who cannot maintain themselves can claim maintenance from a person with enough means, under Section 144 of the BNSS (earlier Section 125 CrPC). Senior citizens can also apply to a Maintenance Tribunal.',
    steps: [
      'Gather proof of income, expenses and the other person’s earnings.',
      'File the application in the family court or Magistrate’s court.',
      'Interim maintenance can be asked for while the case runs.',
    ],
    expert: FAMILY,
  },
  {
    id: 'child-custody',
    title: 'Child custody',
    keywords: 'child custody custody of child visitation rights guardianship children after divorce',
    answer:
      'Courts decide custody in the child’s best interest, considering age, schooling, stability and the child’s wishes if old enough. The other parent usually gets visitation.',
    steps: [
      'Keep the child’s routine steady and avoid involving them in disputes.',
      'Record your role in the child’s care: school, health, daily needs.',
      'A family lawyer can file for custody or visitation in the family court.',
    ],
    expert: FAMILY,
  },
  {
    id: 'domestic-violence',
    title: 'Domestic violence',
    keywords: 'domestic violence abuse husband beating in-laws harassment protection order dowry cruelty',
    answer:
      'The Protection of Women from Domestic Violence Act, 2005 gives protection orders, residence rights, maintenance and custody. Cruelty and dowry harassment are also criminal offences. You are not alone, and help is available.',
    steps: [
      'In danger, call 112; the women helpline is 181.',
      'Contact the Protection Officer of your district or an NGO; keep medical reports and messages.',
      'A lawyer can file for protection and residence orders quickly.',
    ],
    expert: FAMILY,
  },
  {
    id: 'marriage-registration',
    title: 'Marriage registration',
    keywords: 'marriage registration marriage certificate court marriage special marriage act register marriage',
    answer:
      'Marriages can be registered under the personal law (such as the Hindu Marriage Act) or the Special Marriage Act, which allows inter-faith marriages after a 30-day notice. A certificate helps with passports, visas and bank matters.',
    steps: [
      'Apply at the sub-registrar or marriage officer’s office, or online where available.',
      'Carry age and address proofs, photos and witnesses.',
      'For the Special Marriage Act, give notice 30 days before.',
    ],
    expert: FAMILY,
  },
  {
    id: 'cyber-fraud',
    title: 'Online fraud and money lost',
    keywords: 'online fraud money lost upi fraud bank fraud scammed cyber crime 1930 cybercrime.gov.in otp fraud',
    answer:
      'If you lost money to an online fraud, act within hours: call the cyber crime helpline 1930 or report on cybercrime.gov.in, so the money can be frozen. Also tell your bank at once.',
    steps: [
      'Call 1930 and your bank immediately; block cards and UPI.',
      'File a complaint on cybercrime.gov.in with screenshots and transaction IDs.',
      'Keep all evidence; do not pay anyone who promises to recover the money.',
    ],
    expert: CYBER,
  },
  {
    id: 'online-harassment',
    title: 'Online harassment and fake profiles',
    keywords: 'online harassment fake profile morphed photos cyber stalking social media abuse blackmail sextortion',
    answer:
      'Cyber stalking, fake profiles, morphed photos and blackmail are offences under the IT Act and the BNS. Platforms must act on complaints, and you can report to the cyber crime portal, including anonymously for content involving women and children.',
    steps: [
      'Do not delete anything; take screenshots with dates and links.',
      'Report the profile to the platform and block the person.',
      'File on cybercrime.gov.in or at the cyber police station; do not pay blackmailers.',
    ],
    expert: CYBER,
  },
  {
    id: 'defamation',
    title: 'Defamation',
    keywords: 'defamation false statements reputation slander libel social media post defaming',
    answer:
      'Defamation is making or publishing a false statement that harms someone’s reputation. It can be both a civil wrong (for damages) and a criminal offence. Truth for the public good and fair comment are defences.',
    steps: [
      'Preserve the posts or documents with dates.',
      'A legal notice asking for withdrawal and an apology often resolves it.',
      'Consult a lawyer before filing a civil or criminal case.',
    ],
    expert: CIVIL,
  },
  {
    id: 'legal-notice',
    title: 'Sending or answering a legal notice',
    keywords: 'legal notice send notice reply to legal notice received notice lawyer notice demand',
    answer:
      'A legal notice formally tells the other side your claim and gives them a chance to settle before a case. If you receive one, reply within the time given; ignoring it can weaken your position.',
    steps: [
      'Note the deadline and collect your documents.',
      'Have a lawyer draft or reply to the notice; send it by registered post and keep the receipt.',
      'Keep copies of everything sent and received.',
    ],
    expert: CIVIL,
  },
  {
    id: 'salary-not-paid',
    title: 'Salary not paid',
    keywords: 'salary not paid employer not paying wages unpaid salary dues full and final settlement labour commissioner',
    answer:
      'Unpaid wages can be claimed from the employer. Workers covered by labour laws can approach the Labour Commissioner; others can send a legal notice and file a civil suit for recovery.',
    steps: [
      'Keep the appointment letter, salary slips, bank statements and emails.',
      'Ask HR in writing for the dues and a date of payment.',
      'Send a legal notice, then approach the labour office or court.',
    ],
    expert: LABOUR,
  },
  {
    id: 'wrongful-termination',
    title: 'Job termination and notice period',
    keywords: 'fired from job terminated without notice wrongful termination resignation notice period layoff relieving letter',
    answer:
      'Your rights on termination depend on the appointment letter and whether you are a ‘workman’ under labour law. Usually notice or pay in lieu of notice is required, and dues such as gratuity must be paid.',
    steps: [
      'Ask for the termination reason and the full and final settlement in writing.',
      'Check your contract’s notice and severance clauses.',
      'An employment lawyer can advise on a dispute or a claim.',
    ],
    expert: LABOUR,
  },
  {
    id: 'posh',
    title: 'Sexual harassment at work',
    keywords: 'sexual harassment workplace posh internal committee icc complaint harassment at office',
    answer:
      'Under the POSH Act, 2013, every workplace with 10 or more employees must have an Internal Committee. A complaint should be made within three months of the incident; the Local Committee handles smaller workplaces.',
    steps: [
      'Write down what happened, when, and who saw it; keep messages.',
      'Submit a written complaint to the Internal Committee.',
      'You can also file a police complaint; a lawyer can support you.',
    ],
    expert: LABOUR,
  },
  {
    id: 'gratuity-pf',
    title: 'Gratuity and PF claims',
    keywords: 'gratuity pf provident fund epf withdrawal gratuity not paid five years epfo claim',
    answer:
      'Gratuity is payable after five years of continuous service (earlier on death or disability). PF can be withdrawn or transferred online on the EPFO portal with a UAN linked to Aadhaar and bank details.',
    steps: [
      'Check your UAN, KYC and service history on the EPFO portal.',
      'Apply for gratuity in writing to the employer.',
      'Unresolved complaints go to EPFiGMS or the Controlling Authority under the Gratuity Act.',
    ],
    expert: LABOUR,
  },
  {
    id: 'company-registration',
    title: 'Registering a business',
    keywords: 'register company start business private limited llp proprietorship partnership firm incorporation mca',
    answer:
      'Common forms are a sole proprietorship, a partnership, an LLP and a private limited company. An LLP or a company gives limited liability and is registered online with the Ministry of Corporate Affairs.',
    steps: [
      'Choose the structure based on liability, funding and compliance.',
      'Get digital signatures, reserve a name and file incorporation on the MCA portal.',
      'Apply for PAN, TAN, GST and a bank account after incorporation.',
    ],
    expert: CORPORATE,
  },
  {
    id: 'partnership-deed',
    title: 'Partnership deeds and business contracts',
    keywords: 'partnership deed contract agreement business agreement draft contract breach of contract mou',
    answer:
      'A clear written contract prevents most disputes. A partnership deed should cover capital, profit share, roles, exit and dispute resolution. A breach of contract can be claimed for damages.',
    steps: [
      'Put the terms in writing, including payment timelines and penalties.',
      'Add a dispute resolution or arbitration clause.',
      'Have a lawyer review important contracts before signing.',
    ],
    expert: CORPORATE,
  },
  {
    id: 'trademark',
    title: 'Trademark registration',
    keywords: 'trademark brand name logo registration intellectual property copyright patent tm symbol',
    answer:
      'A trademark protects your brand name or logo. You can apply online with the Trade Marks Registry; you may use ™ after applying and ® only after registration.',
    steps: [
      'Search the trademark database for similar marks first.',
      'File the application in the right class with a clear logo image.',
      'Reply to any examination report within the deadline.',
    ],
    expert: CORPORATE,
  },
  {
    id: 'rti',
    title: 'Right to Information (RTI)',
    keywords: 'rti right to information apply rti government information public information officer first appeal',
    answer:
      'Any citizen can ask a public authority for information under the RTI Act, 2005 by paying a ₹10 fee. The reply is due within 30 days; if not satisfied, you can file a first appeal and then a second appeal to the Information Commission.',
    steps: [
      'Write clear, specific questions addressed to the Public Information Officer.',
      'File online on rtionline.gov.in for central departments, or by post.',
      'File the first appeal within 30 days of the reply or its due date.',
    ],
    expert: CIVIL,
  },
  {
    id: 'road-accident-claim',
    title: 'Road accident compensation',
    keywords: 'road accident compensation motor accident claim mact insurance claim accident injury hit and run',
    answer:
      'Victims of road accidents can claim compensation from the Motor Accident Claims Tribunal; the insurer of the vehicle usually pays. Hit-and-run victims can claim from a government scheme.',
    steps: [
      'Get medical treatment first; Good Samaritans who help are protected by law.',
      'Make sure an FIR is filed and keep medical bills and reports.',
      'A lawyer can file the claim before the Tribunal.',
    ],
    expert: CIVIL,
  },
  {
    id: 'traffic-challan',
    title: 'Traffic challans',
    keywords: 'traffic challan e-challan fine driving licence seized lok adalat challan payment',
    answer:
      'E-challans can be checked and paid on the Parivahan e-challan website. If you think a challan is wrong, you can contest it before the court mentioned on it; many are settled at Lok Adalats.',
    steps: [
      'Check the challan details and photo on echallan.parivahan.gov.in.',
      'Pay online, or contest it in the virtual or regular court.',
      'Keep your licence, RC, insurance and PUC updated on DigiLocker.',
    ],
    expert: CRIMINAL,
  },
  {
    id: 'affidavit-notary',
    title: 'Affidavits and notarisation',
    keywords: 'affidavit notary notarised document self attested name change affidavit stamp paper',
    answer:
      'An affidavit is a sworn written statement, usually on stamp paper and attested by a notary or an oath commissioner. A name change also needs a newspaper advertisement and a Gazette notification.',
    steps: [
      'Draft the statement clearly with your details.',
      'Buy the right stamp paper (or e-stamp) and sign before the notary.',
      'For a name change, publish in two newspapers and apply to the Gazette.',
    ],
    expert: CIVIL,
  },
  {
    id: 'power-of-attorney',
    title: 'Power of attorney',
    keywords: 'power of attorney gpa spa general power of attorney special power of attorney nri property',
    answer:
      'A power of attorney lets someone act for you. A special power of attorney is for specific acts; a general one is wider. For property matters, it usually must be registered; NRIs can execute it at an Indian embassy.',
    steps: [
      'Decide the exact powers and their duration.',
      'Execute it on stamp paper and register it where needed.',
      'You can revoke it in writing at any time.',
    ],
    expert: PROPERTY,
  },
  {
    id: 'free-legal-aid',
    title: 'Free legal aid',
    keywords: 'free legal aid cannot afford lawyer legal services authority nalsa lok adalat 15100',
    answer:
      'Women, children, SC/ST members, industrial workmen, persons with disabilities, victims of disasters and people with low income can get a free lawyer through the Legal Services Authorities. The NALSA helpline is 15100.',
    steps: [
      'Call 15100 or visit the District Legal Services Authority at the district court.',
      'Carry ID and income proof if asked.',
      'Lok Adalats settle many disputes quickly and free of court fees.',
    ],
    expert: CIVIL,
  },
  {
    id: 'senior-citizen-rights',
    title: 'Senior citizens’ rights',
    keywords: 'senior citizen parents rights children not caring maintenance tribunal elderly abuse property gift deed',
    answer:
      'Under the Maintenance and Welfare of Parents and Senior Citizens Act, 2007, parents and senior citizens can claim maintenance from children or relatives. A gift of property can be cancelled if the child fails to care for the parent as promised.',
    steps: ['Apply to the Maintenance Tribunal at the SDM office.', 'Call the Elder Line 14567 for help.', 'A lawyer can help with cancelling a gift deed.'],
    expert: FAMILY,
  },
  {
    id: 'loan-recovery-harassment',
    title: 'Loan recovery agents harassing',
    keywords: 'loan recovery agent harassment recovery calls threats bank recovery app loan harassment rbi',
    answer:
      'RBI rules forbid recovery agents from threatening, abusing or calling at odd hours. Harassment by loan apps can be reported to the RBI’s Sachet portal and the cyber crime helpline.',
    steps: [
      'Record calls and save messages.',
      'Complain to the lender’s grievance officer, then the RBI Ombudsman (cms.rbi.org.in).',
      'Report threats to the police or 1930 for illegal loan apps.',
    ],
    expert: CYBER,
  },
  {
    id: 'neighbour-dispute',
    title: 'Disputes with neighbours',
    keywords: 'neighbour dispute encroachment boundary wall noise nuisance parking dispute society',
    answer:
      'Many neighbour disputes, such as noise, parking and leaks, are settled through the housing society or mediation. Encroachment on your land can be challenged with a civil suit for injunction.',
    steps: [
      'Talk first and keep a written record of the problem.',
      'Complain to the society committee or municipal office.',
      'For encroachment, get a survey done and consult a lawyer.',
    ],
    expert: PROPERTY,
  },
];

export const LEGAL_KNOWLEDGE = entries('legal', LEGAL);
