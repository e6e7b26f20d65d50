import type { Category } from './categories';

/**
 * Spec 001 §2.14: the service picker's topic lists, per category. Each topic leads to the department, field or
 * service area (a match group of matching.ts) whose experts answer it.
 */
const TOPICS_BY_GROUP: Record<Category, Record<string, readonly string[]>> = {
  medical: {
    'General Physician': ['General Physician', 'Fever & Infections', 'Cold & Cough', 'Diabetes Care', 'Blood Pressure', 'Thyroid', 'Stomach & Digestion', 'Headache & Migraine', 'Allergies'],
    Pediatrics: ['Child Health', 'Newborn Care', 'Vaccination Advice', 'Child Fever', 'Growth & Nutrition in Children'],
    Dermatology: ['Skin & Hair', 'Acne & Pimples', 'Hair Fall', 'Skin Rash & Itching', 'Dandruff', 'Pigmentation'],
    Gynecology: ["Women's Health", 'Periods & PCOS', 'Pregnancy Care', 'Fertility', 'Menopause'],
    Cardiology: ['Heart Health', 'Chest Pain', 'Palpitations', 'Cholesterol', 'Heart Check-up'],
    Orthopedics: ['Bones & Joints', 'Back Pain', 'Knee Pain', 'Neck & Shoulder Pain', 'Sports Injury', 'Arthritis'],
    'ENT Specialist': ['Ear, Nose & Throat', 'Ear Pain', 'Sinus', 'Tonsils & Sore Throat', 'Hearing Loss'],
    Psychiatry: ['Mental Health', 'Anxiety', 'Depression', 'Stress & Sleep', 'Addiction Help', 'Relationship Counselling'],
    Neurology: ['Brain & Nerves', 'Seizures', 'Numbness & Tingling'],
    Ophthalmology: ['Eye Care', 'Red & Itchy Eyes', 'Vision Problems'],
    Urology: ['Kidney & Urinary', 'Kidney Stones', 'Urine Infection'],
    Physiotherapy: ['Physiotherapy', 'Posture Correction', 'Rehabilitation after Surgery'],
    Dietician: ['Diet & Nutrition', 'Weight Loss', 'Diabetes Diet', 'Sports Nutrition'],
    Dental: ['Dental Care', 'Toothache', 'Braces & Aligners', 'Gum Problems'],
  },
  legal: {
    'Family Law': ['Find Lawyers', 'Divorce', 'Child Custody', 'Maintenance & Alimony', 'Domestic Violence', 'Marriage Registration', 'Adoption', 'Will & Succession', 'Dowry Harassment', 'Inheritance Disputes'],
    'Property Law': ['Property Disputes', 'Land Records', 'Rent & Tenancy', 'Property Registration', 'Builder Delays (RERA)', 'Title Verification', 'Partition Suits', 'Encroachment', 'Home Loan Disputes', 'Gift & Sale Deeds'],
    'Cyber Law': ['Online Fraud', 'Cyber Bullying', 'Data Privacy', 'Hacked Accounts', 'Fake Profiles', 'UPI & Banking Fraud', 'Defamation Online', 'IT Act Notices', 'Sextortion', 'Identity Theft'],
    'Consumer Law': ['Consumer Complaints', 'Defective Products', 'E-commerce Refunds', 'Insurance Claims', 'Medical Negligence', 'Bank Service Complaints', 'Travel & Airline Complaints', 'Telecom Complaints', 'Real Estate Complaints', 'Education Fee Refunds'],
    'Corporate Law': ['Company Contracts', 'Startup Legal Help', 'Employment Contracts', 'Trademark & Copyright', 'Partnership Deeds', 'Shareholder Agreements', 'Legal Notices', 'Vendor Disputes', 'Compliance Advice', 'NDAs'],
    'Criminal Law': ['Bail', 'FIR & Police Complaints', 'Cheque Bounce', 'Criminal Defence', 'Anticipatory Bail', 'Theft & Robbery', 'Assault Cases', 'Fraud & Cheating', 'NDPS Cases', 'Traffic Offences'],
  },
  finance: {
    'Tax Planning & GST': ['CA Services', 'Income Tax Filing', 'Tax Planning', 'GST Registration', 'GST Returns', 'TDS Returns', 'Tax Notices', 'NRI Taxation', 'Capital Gains Tax', 'Advance Tax', 'Tax Saving Investments', 'HRA & Salary Tax'],
    'Financial Audit': ['Statutory Audit', 'Tax Audit', 'Internal Audit', 'Stock Audit', 'Audit for Trusts & NGOs', 'Bank Audit', 'Due Diligence', 'Forensic Audit', 'Compliance Review', 'Annual Accounts'],
    'Investment Planning': ['Investment Planning', 'Mutual Funds', 'Retirement Planning', 'Insurance Planning', "Children's Education Fund", 'Tax-saving Schemes', 'Fixed Income', 'Gold & Bonds', 'NRI Investments', 'Emergency Fund Planning'],
    'Business Registration': ['Company Registration', 'LLP Registration', 'Partnership Firm', 'Sole Proprietorship', 'MSME Registration', 'Startup India Registration', 'Shop & Establishment', 'Import Export Code', 'FSSAI Licence', 'Trademark Filing'],
    'Loan Assistance': ['Business Loans', 'Home Loans', 'Project Reports', 'Mudra Loans', 'CMA Data', 'Loan Restructuring', 'Working Capital', 'Education Loans', 'Credit Score Help', 'Loan Against Property'],
    'Portfolio Analysis': ['Portfolio Review', 'Stock Portfolio', 'Wealth Management', 'Asset Allocation', 'Risk Profiling', 'Rebalancing', 'ESOP Planning', 'Family Wealth Planning', 'Portfolio Tax Efficiency', 'Goal-based Planning'],
  },
  tech: {
    'Tech Support': ['IT Experts', 'Laptop & PC Problems', 'Printer Setup', 'Wi-Fi & Network', 'Email Setup', 'Software Installation', 'Data Recovery', 'Virus Removal', 'Smartphone Help', 'Smart Home Setup'],
    'Web Development': ['Website Development', 'WordPress Sites', 'E-commerce Store', 'Landing Pages', 'Website Redesign', 'Website Speed', 'Domain & Hosting', 'Web Accessibility', 'Blog Setup', 'Website Maintenance'],
    'Cyber Security': ['Cyber Security', 'Security Audit', 'Hacked Website', 'Ransomware Help', 'Penetration Testing', 'Firewall Setup', 'Password & 2FA', 'Phishing Protection', 'Data Backup Strategy', 'Compliance (DPDP Act)'],
    'Digital Marketing': ['Digital Marketing', 'SEO', 'Social Media Marketing', 'Google Ads', 'Content Marketing', 'Email Marketing', 'Online Reputation', 'Analytics Setup', 'Influencer Marketing', 'Local Business Listing'],
    'Bug Fixing': ['Bug Fixing', 'App Crashes', 'Website Errors', 'Database Issues', 'Payment Gateway Errors', 'API Integration Bugs', 'Performance Problems', 'Browser Compatibility', 'Code Review', 'Legacy Code Fixes'],
    'Software Development': ['Software Development', 'Mobile App Development', 'Cloud Migration', 'DevOps & CI/CD', 'Custom CRM', 'Automation Scripts', 'AI & Chatbots', 'Desktop Apps', 'MVP for Startups', 'API Development'],
  },
};

export interface ServiceTopic {
  name: string;
  category: Category;
  /** The match group (department, field or service area) this topic leads to. */
  group: string;
}

export function serviceTopics(category: Category): ServiceTopic[] {
  return Object.entries(TOPICS_BY_GROUP[category]).flatMap(([group, names]) => names.map((name) => ({ name, category, group })));
}

/** Spec 001 §2.14: case-insensitive substring filter. */
export function filterTopics(topics: readonly ServiceTopic[], query: string): ServiceTopic[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? [...topics] : topics.filter((topic) => topic.name.toLowerCase().includes(needle));
}
