import { entries, specialist, type EntrySpec } from './types';

const INCOME_TAX = specialist('finance', ['Income Tax', 'Tax Planning', 'Tax'], 'chartered accountant for income tax');
const GST = specialist('finance', ['GST'], 'GST expert CA');
const INVEST = specialist('finance', ['Investment', 'Mutual Fund', 'Retirement', 'Portfolio'], 'investment planning CA');
const AUDIT = specialist('finance', ['Audit'], 'audit CA');
const LOANS = specialist('finance', ['Loan'], 'loan assistance CA');
const BUSINESS = specialist('finance', ['Business', 'Registration', 'Compliance', 'GST'], 'CA for business compliance');

// Spec 000 §1 "Finance AI": income tax, GST and money questions. Figures are the rules as of FY 2025-26.
const FINANCE: EntrySpec[] = [
  {
    id: 'itr-deadline',
    title: 'ITR filing due dates',
    keywords: 'itr due date deadline last date income tax return filing 31 july due date extended',
    answer:
      'For individuals who do not need an audit, the income tax return is normally due on 31 July after the financial year ends (the government sometimes extends it). Audit cases have later dates, usually 31 October.',
    steps: [
      'Download Form 26AS and the AIS from the income tax portal and match them with your records.',
      'File before the due date to avoid late fees and interest.',
      'E-verify within 30 days of filing, for example with Aadhaar OTP.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'late-itr',
    title: 'Missed the ITR deadline',
    keywords: 'late itr belated return missed deadline late fee 234f file after due date updated return itr-u',
    answer:
      'If you miss the due date, you can file a belated return by 31 December of the assessment year, with a late fee of up to ₹5,000 (₹1,000 if income is up to ₹5 lakh) plus interest on unpaid tax. After that, an updated return (ITR-U) may be possible with extra tax.',
    steps: [
      'File the belated return as soon as possible.',
      'Pay any tax due with interest before filing.',
      'Some losses cannot be carried forward in a belated return; ask a CA if you have losses.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'which-itr-form',
    title: 'Which ITR form to use',
    keywords: 'which itr form itr-1 itr-2 itr-3 itr-4 sahaj sugam salaried capital gains business income form',
    answer:
      'ITR-1 is for resident individuals with salary, one house property and other income up to ₹50 lakh. ITR-2 adds capital gains or foreign assets; ITR-3 is for business or professional income; ITR-4 is for presumptive business income.',
    steps: [
      'List all your income sources for the year.',
      'Choose the form on the portal; it will warn you about mismatches.',
      'A CA can help if you have capital gains, foreign income or a business.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'old-vs-new-regime',
    title: 'Old or new tax regime',
    keywords: 'old regime new regime which is better tax regime choose regime deductions 80c new tax slabs',
    answer:
      'The new regime (the default) has lower slab rates and, from FY 2025-26, no tax on income up to ₹12 lakh after the rebate (₹12.75 lakh for salaried people with the standard deduction), but few deductions. The old regime suits people with large deductions such as home-loan interest, 80C and HRA.',
    steps: [
      'Add up your deductions: 80C, 80D, HRA, home loan interest.',
      'Compare tax under both regimes with the calculator on the income tax portal.',
      'Salaried people can choose each year; those with business income have limits on switching.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'new-regime-slabs',
    title: 'Income tax slabs',
    keywords: 'tax slabs income tax rates slab rate how much tax 12 lakh rebate 87a tax free income',
    answer:
      'Under the new regime for FY 2025-26: nil up to ₹4 lakh, 5% for ₹4–8 lakh, 10% for ₹8–12 lakh, 15% for ₹12–16 lakh, 20% for ₹16–20 lakh, 25% for ₹20–24 lakh and 30% above ₹24 lakh. The rebate under Section 87A makes income up to ₹12 lakh tax-free.',
    steps: [
      'Add the ₹75,000 standard deduction if you are salaried.',
      'Add 4% health and education cess to the tax.',
      'Check your employer’s TDS matches your expected tax.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'section-80c',
    title: 'Saving tax under 80C and 80D',
    keywords: 'save tax 80c 80d deductions ppf elss tax saving investments health insurance premium deduction lic',
    answer:
      'In the old regime, Section 80C allows up to ₹1.5 lakh for PPF, ELSS, EPF, life insurance, tuition fees and home-loan principal. Section 80D allows health insurance premiums, up to ₹25,000 for yourself and more for senior-citizen parents. These do not apply in the new regime.',
    steps: [
      'Check how much of 80C your EPF and insurance already use.',
      'Invest the rest early in the year rather than in March.',
      'Keep proofs for your employer and your return.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'hra',
    title: 'HRA exemption',
    keywords: 'hra house rent allowance exemption rent receipts landlord pan hra claim',
    answer:
      'In the old regime, salaried people who pay rent can claim an HRA exemption: the least of actual HRA, rent paid minus 10% of salary, or 50% (metro) / 40% (non-metro) of salary. The landlord’s PAN is needed if yearly rent exceeds ₹1 lakh.',
    steps: [
      'Keep rent receipts and the rent agreement.',
      'Submit them to your employer before the proof deadline.',
      'You can still claim it in your return if you missed the employer deadline.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'tds',
    title: 'TDS and refunds',
    keywords: 'tds tax deducted at source tds refund form 16 26as tds on salary tds on fd tds deducted',
    answer:
      'TDS is tax deducted by the payer, such as an employer or bank, and deposited against your PAN. You can see it in Form 26AS and the AIS. If more TDS was cut than your tax, you get a refund when you file your return.',
    steps: [
      'Download Form 16 from your employer and Form 26AS from the portal.',
      'Match every TDS entry with your income.',
      'File your return to claim the refund; track it on the portal.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'form-15g',
    title: 'Avoiding TDS on interest (Form 15G/15H)',
    keywords: 'form 15g 15h tds on fixed deposit interest bank tds senior citizen no tds',
    answer:
      'If your total income is below the taxable limit, you can give Form 15G (15H for senior citizens) to the bank at the start of the year so it does not deduct TDS on interest.',
    steps: [
      'Submit the form to each bank where you hold deposits, online or at the branch.',
      'Do it every financial year.',
      'Do not submit it if your income is taxable; that is an offence.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'refund-status',
    title: 'Income tax refund status',
    keywords: 'refund status tax refund not received refund delay refund failed bank account validate',
    answer:
      'Refunds are usually issued within a few weeks after your return is processed. Delays often come from an unvalidated bank account or a mismatch in the return.',
    steps: [
      'Check the status on the income tax portal under Refund Status.',
      'Make sure your bank account is pre-validated and linked to PAN.',
      'Respond to any intimation or notice in your portal inbox.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'tax-notice',
    title: 'Income tax notices',
    keywords: 'income tax notice 143(1) intimation scrutiny notice defective return notice reply mismatch',
    answer:
      'Most notices are intimations under Section 143(1) comparing your return with the department’s records, or requests to correct a defective return. Read the notice carefully: it states the reason and a deadline.',
    steps: [
      'Log in to the portal to confirm the notice is genuine (check its DIN).',
      'Compare the mismatch with your AIS and documents.',
      'Respond online before the deadline; a CA can help with scrutiny notices.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'advance-tax',
    title: 'Advance tax',
    keywords: 'advance tax instalments due dates 15 june 15 september 15 december 15 march freelancer tax interest 234c',
    answer:
      'If your tax due after TDS is ₹10,000 or more, you must pay advance tax in instalments: 15% by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March. Missing them attracts interest.',
    steps: [
      'Estimate your income for the year, including freelancing and interest.',
      'Pay through challan 280 on the income tax portal.',
      'Those on presumptive taxation can pay all of it by 15 March.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'capital-gains-shares',
    title: 'Tax on shares and mutual funds',
    keywords: 'capital gains shares mutual funds ltcg stcg equity tax selling shares 12.5% 20%',
    answer:
      'For listed shares and equity funds, short-term gains (held up to 12 months) are taxed at 20%, and long-term gains above ₹1.25 lakh a year at 12.5%, under the rates in force since July 2024.',
    steps: [
      'Download the capital gains statement from your broker or the fund registrar.',
      'Report gains in ITR-2 or ITR-3.',
      'Harvest gains up to ₹1.25 lakh each year if it suits your plan.',
    ],
    expert: INVEST,
  },
  {
    id: 'property-capital-gains',
    title: 'Tax on selling property',
    keywords: 'sell property capital gains tax house sale section 54 54ec reinvest property tax on sale',
    answer:
      'Property held for more than 24 months gives long-term capital gains, taxed at 12.5% without indexation (for property bought before 23 July 2024, individuals may choose 20% with indexation). Sections 54 and 54EC can exempt gains that are reinvested.',
    steps: [
      'Collect the purchase deed, sale deed and improvement bills.',
      'Consider reinvesting in a house or 54EC bonds within the time limits.',
      'The buyer must deduct TDS of 1% if the price is ₹50 lakh or more.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'gst-registration',
    title: 'When GST registration is needed',
    keywords: 'gst registration threshold turnover 40 lakh 20 lakh gst limit need gst number gstin',
    answer:
      'GST registration is required when yearly turnover exceeds ₹40 lakh for goods or ₹20 lakh for services (₹20 lakh and ₹10 lakh in special category states). It is compulsory regardless of turnover for inter-state supplies of goods and most sellers on e-commerce platforms.',
    steps: [
      'Check your turnover and whether you sell across states or online.',
      'Apply on the GST portal with PAN, Aadhaar, address proof and bank details.',
      'Display your GSTIN on invoices once registered.',
    ],
    expert: GST,
  },
  {
    id: 'gst-returns',
    title: 'GST returns and due dates',
    keywords: 'gst return gstr-1 gstr-3b due date monthly quarterly qrmp gst filing late fee',
    answer:
      'Regular taxpayers file GSTR-1 (sales) and GSTR-3B (summary and tax payment), monthly or quarterly under the QRMP scheme. GSTR-3B is usually due on the 20th of the next month for monthly filers.',
    steps: [
      'Reconcile your purchases with GSTR-2B before claiming input tax credit.',
      'File on time; late fees and interest apply.',
      'File the annual return GSTR-9 if your turnover requires it.',
    ],
    expert: GST,
  },
  {
    id: 'composition-scheme',
    title: 'GST composition scheme',
    keywords: 'composition scheme gst small business 1.5 crore composition dealer cmp-08 low tax rate',
    answer:
      'Small businesses with turnover up to ₹1.5 crore (₹75 lakh in some states) can opt for the composition scheme, paying GST at a low fixed rate with quarterly payments, but they cannot claim input tax credit or collect GST from customers.',
    steps: [
      'Check whether your business type is eligible.',
      'Opt in on the GST portal before the financial year starts.',
      'Pay quarterly through CMP-08 and file the annual return.',
    ],
    expert: GST,
  },
  {
    id: 'gst-input-credit',
    title: 'GST input tax credit',
    keywords: 'input tax credit itc gst credit claim gstr-2b mismatch blocked credit',
    answer:
      'You can claim credit for GST paid on business purchases if the supplier has uploaded the invoice (it shows in GSTR-2B), you have received the goods or services, and the supplier has paid the tax.',
    steps: [
      'Reconcile GSTR-2B with your purchase register every month.',
      'Follow up with suppliers whose invoices are missing.',
      'Do not claim credit on blocked items such as personal use.',
    ],
    expert: GST,
  },
  {
    id: 'gst-notice',
    title: 'GST notices',
    keywords: 'gst notice show cause notice gst demand asmt-10 drc-01 gst mismatch notice reply',
    answer:
      'GST notices often point to mismatches between returns, or between your credit and suppliers’ filings. Each has a reply deadline; not replying can lead to a demand order.',
    steps: [
      'Read the notice on the GST portal and note the deadline.',
      'Gather invoices and reconciliations for the period.',
      'Reply online; a GST expert can draft a reply for show-cause notices.',
    ],
    expert: GST,
  },
  {
    id: 'pan-aadhaar-link',
    title: 'Linking PAN with Aadhaar',
    keywords: 'pan aadhaar link inoperative pan link status linking fee 1000 pan aadhaar',
    answer:
      'PAN must be linked with Aadhaar, or it becomes inoperative: refunds are held and TDS is cut at a higher rate. Linking after the deadline needs a ₹1,000 fee paid through the income tax portal.',
    steps: [
      'Check the link status on the income tax portal (Quick Links > Link Aadhaar Status).',
      'Pay the fee under ‘Other receipts’ if it applies, then submit the link request.',
      'Make sure your name and date of birth match in both.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'pan-card',
    title: 'Applying for or correcting a PAN card',
    keywords: 'pan card apply new pan correction pan name change e-pan instant pan lost pan',
    answer: 'You can get an instant e-PAN free using Aadhaar on the income tax portal. Corrections and reprints are done through Protean (NSDL) or UTIITSL.',
    steps: [
      'Use Instant e-PAN if you have Aadhaar linked to your mobile.',
      'For corrections, apply online with proof of the correct details.',
      'Never hold two PANs; surrender any duplicate.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'freelancer-tax',
    title: 'Tax for freelancers',
    keywords: 'freelancer tax consultant professional income 44ada presumptive tax freelancing foreign clients',
    answer:
      'Freelancers pay tax on professional income. Under Section 44ADA, eligible professionals with receipts up to ₹75 lakh (mostly digital receipts) can declare 50% as income without detailed books. GST applies above ₹20 lakh, and exports of services can be zero-rated under a LUT.',
    steps: [
      'Keep invoices and bank statements for all receipts.',
      'Pay advance tax through the year.',
      'File ITR-4 under 44ADA, or ITR-3 with books if your expenses are higher.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'salary-structure',
    title: 'Form 16 and salary tax',
    keywords: 'form 16 salary tax standard deduction salary slip employer tax deduction investment declaration',
    answer:
      'Form 16 from your employer shows your salary, exemptions and the TDS deducted. Salaried people get a standard deduction of ₹75,000 in the new regime (₹50,000 in the old).',
    steps: [
      'Declare your regime and investments to your employer at the start of the year.',
      'Check Form 16 against your salary slips and Form 26AS.',
      'Report income from other sources, such as interest, in your return.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'tax-audit',
    title: 'Tax audit',
    keywords: 'tax audit 44ab turnover limit audit required 1 crore 10 crore audit report 3cd',
    answer:
      'A tax audit under Section 44AB is needed when business turnover exceeds ₹1 crore (₹10 crore if cash transactions are within 5%), or professional receipts exceed ₹50 lakh, among other cases.',
    steps: [
      'Keep your books of accounts up to date through the year.',
      'Engage a CA well before the audit due date (usually 30 September).',
      'File the return after the audit report is uploaded.',
    ],
    expert: AUDIT,
  },
  {
    id: 'home-loan',
    title: 'Home loans',
    keywords: 'home loan eligibility emi interest rate housing loan tax benefit section 24 prepayment',
    answer:
      'Banks look at income, credit score, age and existing EMIs. In the old regime, home-loan interest up to ₹2 lakh a year on a self-occupied house (Section 24) and principal under 80C are deductible.',
    steps: [
      'Check your credit score and keep EMIs under about 40% of income.',
      'Compare interest rates and processing fees across lenders.',
      'Prepaying early in the loan saves the most interest.',
    ],
    expert: LOANS,
  },
  {
    id: 'personal-loan',
    title: 'Personal loans and loan apps',
    keywords: 'personal loan instant loan app interest rate emi rbi registered lender nbfc loan app safe',
    answer:
      'Borrow only from banks or RBI-registered NBFCs. Legitimate lenders share a Key Fact Statement with the full cost. Illegal loan apps often ask for access to your contacts and charge hidden fees.',
    steps: [
      'Check the lender on the RBI website before applying.',
      'Read the Key Fact Statement: interest, fees and penalties.',
      'Never give apps access to contacts or photos.',
    ],
    expert: LOANS,
  },
  {
    id: 'credit-score',
    title: 'Credit score',
    keywords: 'credit score cibil score improve cibil low credit score credit report error',
    answer:
      'A credit score from bureaus such as CIBIL ranges from 300 to 900; 750 or more is good. It depends on paying on time, how much of your credit limit you use and your credit history.',
    steps: [
      'Pay EMIs and card bills in full and on time; set auto-pay.',
      'Keep card use under 30% of the limit.',
      'Get your free yearly report and dispute any errors with the bureau.',
    ],
    expert: LOANS,
  },
  {
    id: 'mutual-fund-sip',
    title: 'Starting a SIP in mutual funds',
    keywords: 'sip mutual fund invest start investing index fund elss beginner invest monthly',
    answer:
      'A SIP invests a fixed amount in a mutual fund every month. For long-term goals, low-cost diversified equity or index funds suit many beginners; debt funds suit shorter goals. All investments carry risk.',
    steps: [
      'Build an emergency fund of 3 to 6 months’ expenses first.',
      'Complete KYC and choose direct plans to save on costs.',
      'Invest for the goal’s time horizon and review once a year.',
    ],
    expert: INVEST,
  },
  {
    id: 'emergency-fund',
    title: 'Budgeting and emergency fund',
    keywords: 'budget saving money emergency fund monthly budget save more expenses 50 30 20',
    answer:
      'A simple budget splits income into needs, wants and savings. An emergency fund of 3 to 6 months of expenses, kept in a savings account or liquid fund, protects you from debt in a crisis.',
    steps: ['Track spending for a month in an app or notebook.', 'Automate savings on salary day.', 'Clear high-interest debt such as credit cards first.'],
    expert: INVEST,
  },
  {
    id: 'ppf-nps',
    title: 'PPF and NPS',
    keywords: 'ppf nps public provident fund national pension system retirement savings 80ccd tax free',
    answer:
      'PPF is a government savings scheme with a 15-year lock-in and tax-free interest (up to ₹1.5 lakh a year). NPS is a market-linked pension scheme with an extra ₹50,000 deduction under 80CCD(1B) in the old regime; employer contributions are deductible in both regimes.',
    steps: [
      'Open PPF at a bank or post office; deposit before the 5th of a month for full interest.',
      'Open NPS online and choose your asset mix.',
      'Match the product to your retirement timeline.',
    ],
    expert: INVEST,
  },
  {
    id: 'health-insurance',
    title: 'Choosing health insurance',
    keywords: 'health insurance policy mediclaim cover amount family floater waiting period claim',
    answer:
      'Health insurance protects savings from hospital bills. Look at sum insured, room-rent limits, waiting periods for existing illnesses, network hospitals and claim settlement record. Premiums qualify for 80D in the old regime.',
    steps: [
      'Choose cover of at least ₹5 to 10 lakh per family in cities.',
      'Declare existing illnesses honestly.',
      'Keep an e-card and know the cashless claim process.',
    ],
    expert: INVEST,
  },
  {
    id: 'term-insurance',
    title: 'Term life insurance',
    keywords: 'term insurance life insurance cover how much cover term plan endowment ulip',
    answer:
      'Term insurance pays your family if you die during the term, at a low premium. Cover of 10 to 15 times annual income is a common guide. Mixing insurance and investment (endowment plans) usually gives lower returns.',
    steps: [
      'Calculate cover from income, loans and goals.',
      'Buy early; premiums rise with age.',
      'Disclose health and smoking honestly to avoid claim rejection.',
    ],
    expert: INVEST,
  },
  {
    id: 'fd-vs-debt',
    title: 'Fixed deposits and interest income tax',
    keywords: 'fixed deposit fd interest taxable senior citizen interest 80ttb savings interest 80tta',
    answer:
      'FD interest is added to income and taxed at your slab rate. Banks deduct TDS above ₹50,000 a year (₹1 lakh for senior citizens). Savings interest up to ₹10,000 is deductible under 80TTA in the old regime; seniors get ₹50,000 under 80TTB.',
    steps: [
      'Report all interest, even if no TDS was cut.',
      'Use Form 15G/15H if your income is below the taxable limit.',
      'Compare post-tax returns when choosing between FDs and other options.',
    ],
    expert: INVEST,
  },
  {
    id: 'nri-tax',
    title: 'NRI taxation',
    keywords: 'nri tax non resident income in india nre nro account dtaa residential status',
    answer:
      'NRIs pay tax in India only on income earned or received in India. Interest on NRE accounts is tax-free; NRO interest is taxable with TDS. Residential status depends on days spent in India.',
    steps: [
      'Work out your residential status for the year.',
      'Use NRE for foreign earnings and NRO for Indian income.',
      'Claim treaty (DTAA) relief with a tax residency certificate.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'gift-tax',
    title: 'Tax on gifts',
    keywords: 'gift tax gift from parents relatives money gift 50000 wedding gift taxable',
    answer:
      'Gifts from relatives (such as parents, siblings and spouse) and gifts received on marriage are tax-free. Gifts from others above ₹50,000 in a year are taxable as income.',
    steps: [
      'Keep a gift deed or letter for large gifts.',
      'Receive money by bank transfer for a clear trail.',
      'Income from gifted money may be clubbed with the giver’s income in some cases.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'cash-limits',
    title: 'Cash transaction limits',
    keywords: 'cash limit cash deposit 2 lakh cash transaction limit 269st cash payment penalty',
    answer:
      'No one may receive ₹2 lakh or more in cash from a person in a day or for one transaction (Section 269ST). Business cash expenses above ₹10,000 a day to one person are not deductible. Large cash deposits are reported to the tax department.',
    steps: [
      'Use bank transfers or UPI for large payments.',
      'Keep records explaining the source of any cash deposit.',
      'Check your AIS for reported transactions.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'udyam-msme',
    title: 'MSME (Udyam) registration',
    keywords: 'msme udyam registration small business benefits udyam certificate micro small medium',
    answer:
      'Udyam registration is free and online with Aadhaar and PAN. It gives access to priority lending, government schemes and protection against delayed payments from buyers (payment within 45 days).',
    steps: [
      'Register on udyamregistration.gov.in.',
      'Keep your turnover and investment details updated.',
      'Use the MSME Samadhaan portal for delayed payments.',
    ],
    expert: BUSINESS,
  },
  {
    id: 'company-compliance',
    title: 'Yearly compliance for a company or LLP',
    keywords: 'company compliance annual filing roc aoc-4 mgt-7 llp form 8 form 11 director kyc',
    answer:
      'A private limited company files financial statements (AOC-4) and an annual return (MGT-7) with the ROC each year, holds board meetings and an AGM, and gets its accounts audited. An LLP files Form 11 and Form 8.',
    steps: [
      'Keep a compliance calendar with ROC due dates.',
      'Complete director KYC each year.',
      'Late filings attract daily penalties; a CA can handle them.',
    ],
    expert: BUSINESS,
  },
  {
    id: 'bookkeeping',
    title: 'Bookkeeping for small businesses',
    keywords: 'bookkeeping accounts small business accounting software tally books of accounts invoices',
    answer:
      'Simple, regular bookkeeping keeps GST and income tax filings easy. Record every sale and purchase with an invoice, keep business and personal money in separate accounts, and reconcile the bank each month.',
    steps: ['Use accounting software or a spreadsheet from day one.', 'Keep digital copies of all bills.', 'Have a CA review your books quarterly.'],
    expert: AUDIT,
  },
  {
    id: 'crypto-tax',
    title: 'Tax on crypto',
    keywords: 'crypto tax bitcoin virtual digital asset vda 30% tax 1% tds crypto',
    answer:
      'Gains from crypto and other virtual digital assets are taxed at a flat 30% plus cess, with no deduction except the cost of purchase and no set-off of losses. A 1% TDS applies on transfers above set limits.',
    steps: [
      'Download your transaction history from each exchange.',
      'Report VDA income in Schedule VDA of your return.',
      'Keep records of purchase cost for each asset.',
    ],
    expert: INCOME_TAX,
  },
  {
    id: 'agricultural-income',
    title: 'Agricultural income',
    keywords: 'agricultural income farming income tax free farm income partial integration',
    answer:
      'Agricultural income from land in India is exempt from income tax, but if it is over ₹5,000 and you have other taxable income, it is used to work out the rate on that other income.',
    steps: [
      'Keep land records and sale receipts of produce.',
      'Report agricultural income in your return.',
      'Income from selling farmland may be taxable depending on its location.',
    ],
    expert: INCOME_TAX,
  },
];

export const FINANCE_KNOWLEDGE = entries('finance', FINANCE);
