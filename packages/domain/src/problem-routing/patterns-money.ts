/** Problems for a chartered accountant: which service area, and why. Reviewed data (see types.ts for the notation). */
import type { ProblemPattern, RouteTarget } from './types';

export const accountant = (department: string, why: string): RouteTarget => ({ category: 'finance', department, why });

export const FINANCE_PATTERNS: readonly ProblemPattern[] = [
  {
    id: 'income-tax',
    phrases: [
      '@tax',
      'income return|returns',
      'capital gain|gains',
      'regime',
      'रिटर्न',
      'revise|revised|belated return|returns|itr',
      'interest|rental|rent|foreign|salary income',
      'nri|dtaa',
      'pan aadhaar|card|link|correction ~2',
    ],
    routes: [accountant('Tax Planning & GST', 'A CA files your returns, works out the tax you owe and claims refunds.')],
  },
  {
    id: 'gst',
    phrases: ['@gst'],
    routes: [accountant('Tax Planning & GST', 'A CA handles GST registration, returns and their mismatches.')],
  },
  {
    id: 'investing',
    phrases: [
      '@invest !scam|fraud',
      'mutual fund|funds',
      'म्यूचुअल फंड',
      'retirement|pension plan|planning',
      'savings|saving|bachat|बचत',
      'term|life|endowment|ulip|lic insurance|plan|policy ~1',
      'endowment|ulip',
      'ppf|nps|epf|elss|pension',
      'paise|paison|money|salary|पैसों|पैसे planning|plan|manage|budget|split ~4',
      'budget|budgeting|financial planning',
      'paise|money|पैसे jod|jodein|jodna|जोड़|save|bacha|bachana ~3',
      'education|padhai|पढ़ाई fund|plan|paise|पैसे ~3',
    ],
    routes: [accountant('Investment Planning', 'A CA can plan where to invest for your goal, time and tax.')],
  },
  {
    id: 'portfolio',
    phrases: ['portfolio|rebalance|rebalancing|wealth'],
    routes: [accountant('Portfolio Analysis', 'A CA can review your portfolio and what to rebalance.')],
  },
  {
    id: 'business-registration',
    phrases: [
      '@register @firm ~4',
      '@firm @register ~4',
      'llp|incorporation|incorporate|proprietorship',
      'private|pvt limited|ltd',
      'start|starting|open|opening a|my|new business|company|startup|firm ~2',
      'partnership firm',
      'close|closing|wind|winding|shut|band|बंद @firm ~3',
      '@firm band|बंद|close|closing|shut|wind ~3',
    ],
    routes: [accountant('Business Registration', 'A CA registers your company, LLP or firm and sets up its tax and compliance.')],
  },
  {
    id: 'loan',
    phrases: [
      'home|business|car|personal|education|vyapar|व्यापार @loan ~2',
      'project report|reports',
      'loan|लोन chahiye|चाहिए|apply|application',
      'prepay|prepayment|foreclose|foreclosure|chukana|chukau|chukaun|चुकाऊं|चुकाना @loan ~4',
      '@loan prepay|prepayment|foreclose|foreclosure|chukana|chukau|chukaun|चुकाऊं|चुकाना ~4',
    ],
    routes: [accountant('Loan Assistance', 'A CA prepares the project report and papers a lender asks for.')],
  },
  {
    id: 'any-loan',
    phrases: ['@loan !app|apps', 'cibil|credit score'],
    routes: [accountant('Loan Assistance', 'A CA can look at your loan, EMIs and credit report with you.')],
    strength: 1,
  },
  {
    id: 'audit',
    phrases: ['audit|audits|ऑडिट', 'bookkeeping|accountant|accounting|payroll|tally', 'books of accounts', 'balance sheet', 'hisab|हिसाब'],
    routes: [accountant('Financial Audit', 'A CA audits your accounts and keeps your books in order.')],
  },
  {
    id: 'ask-ca',
    phrases: ['ca|चार्टर्ड', 'chartered accountant', 'finance|financial|vitt|वित्त'],
    routes: [accountant('Tax Planning & GST', 'A chartered accountant can advise on tax, money and business papers.')],
    strength: 1,
  },
];
