/**
 * The named patterns of both specs (loan-application §5 "Named patterns available to the form",
 * site-and-tools §5 "Named patterns"). The specs name them but do not show them, so each one here
 * is written from its spec line and then tested against real data (validator.js email cases,
 * libphonenumber's NZ numbers, NZ ID vectors, LINZ road and place names): see patterns*.test.ts.
 *
 * The engine tests a pattern against the trimmed text, so no pattern needs to allow surrounding
 * spaces. No pattern carries the g or y flag, so each RegExp can be shared safely (no lastIndex).
 * Lengths are the rules' maxLength, not the patterns' business, so that a long value gets the
 * length message instead of a misleading "invalid characters" one.
 */

// ---------------------------------------------------------------------------------------------
// Letters
// ---------------------------------------------------------------------------------------------

/**
 * "New Zealand letters": the Latin alphabet with its accented letters, so Māori macron vowels
 * (ā ē ī ō ū, Ā Ē Ī Ō Ū), José, Zoë, Siân and Nguyễn all pass. Ranges: ASCII letters, Latin-1
 * letters (skipping × and ÷), Latin Extended-A and -B, Latin Extended Additional (Vietnamese).
 * Other scripts are refused: NZ identity documents and the credit bureau use Latin script.
 */
const LATIN_LETTER = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u1E00-\\u1EFF';
/**
 * Combining diacritics (U+0300 to U+036F): text pasted from some Mac and iOS apps arrives
 * decomposed, so "Māori" is M, a, U+0304 (combining macron), o, r, i. It must pass like the
 * composed form.
 */
const COMBINING_MARK = '\\u0300-\\u036F';
/**
 * What joins the words of a name or a place: spaces, hyphens (Smith-Jones, Kaiwaka-Mangawhai),
 * full stops (St. Arnaud) and apostrophes in every form a keyboard produces: ' (ASCII),
 * ’ and ‘ (phones and word processors turn ' into these) and ʻ (the ʻokina of Samoan, Tongan and
 * Hawaiian names: Taʻala).
 */
const WORD_JOINER = " '’‘ʻ.\\-";

/**
 * Text that starts with one of `first` and goes on with `rest` or combining marks. The marks get a
 * class of their own: inside the letters' class a mark would read as part of the character before
 * it (eslint no-misleading-character-class). The two classes share no character, so matching
 * stays linear in the length of the text.
 */
function wordPattern(first: string, rest: string): RegExp {
  return new RegExp(`^[${first}](?:[${rest}]|[${COMBINING_MARK}])*$`, 'u');
}

/** Letters only, one word (spec: "letters-only variants allowing macron vowels"): Kōwhai, Mr. */
export const LETTERS = wordPattern(LATIN_LETTER, LATIN_LETTER);

/** Letters and digits, one word with no spaces (spec: letters-only variant "with digits"): 7A, ABC123. */
export const LETTERS_DIGITS = wordPattern(`${LATIN_LETTER}\\d`, `${LATIN_LETTER}\\d`);

/**
 * Letters and spaces (spec: letters-only variant "with spaces"; messages "Only New Zealand letters
 * allowed" for LoanPurpose and Area, "... letters and spaces allowed" for job role and company).
 * Besides letters and spaces it accepts the joiners inside words (Hawke's Bay, Part-time,
 * St. Heliers), because people type those as part of ordinary words and would not understand a
 * refusal. It starts with a letter. Digits and symbols (& / ( ) @ ...) are refused as the
 * messages say. Suits LoanPurpose ("Car repairs", "Other"), EmploymentJobRole, EmploymentArea.
 */
export const LETTERS_SPACES = wordPattern(LATIN_LETTER, `${LATIN_LETTER}${WORD_JOINER}`);

/**
 * Letters, digits and spaces (spec: letters-only variant "with spaces and digits"), with the same
 * joiners inside words as LETTERS_SPACES. Suits EmploymentCompany, where names like
 * "2degrees" or "3M New Zealand" are real, and any text made of words and numbers.
 */
export const LETTERS_DIGITS_SPACES = wordPattern(
  `${LATIN_LETTER}\\d`,
  `${LATIN_LETTER}\\d${WORD_JOINER}`,
);

/**
 * What joins the words of a job or an employer besides the usual joiners: & and / ("Smith & Sons",
 * "Owner/operator", "Fulton Hogan / Downer JV"). Issue 11: applicants write these as part of
 * ordinary job titles and company names and would not understand a refusal.
 */
const WORK_JOINER = '&/';

/** A job title (EmploymentJobRole): LETTERS_SPACES with & and / inside: "Builder & joiner", "Owner/operator". */
export const JOB_TITLE = wordPattern(LATIN_LETTER, `${LATIN_LETTER}${WORD_JOINER}${WORK_JOINER}`);

/** An employer's name (EmploymentCompany): LETTERS_DIGITS_SPACES with & and / inside: "Smith & Sons", "3M New Zealand". */
export const ORGANISATION_NAME = wordPattern(
  `${LATIN_LETTER}\\d`,
  `${LATIN_LETTER}\\d${WORD_JOINER}${WORK_JOINER}`,
);

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

/** spec: loan-application §5 "name ... max 42"; the rule's maxLength, not the pattern, checks it. */
export const NAME_MAX_LENGTH = 42;

/**
 * Name (spec: "no digits or most symbols"; message "Our system does not support digits or special
 * characters in your name"). Real NZ names: Māori macrons (Hēmi Pōtae), apostrophes (O'Brien,
 * O’Brien from a phone keyboard), hyphens (Smith-Jones), spaces (Mary Ann), full stops (St. Clair),
 * accented Latin letters (José, Zoë) and the ʻokina (Taʻala). It is the LETTERS_SPACES grammar:
 * both say "words of letters", and one definition keeps them from drifting apart.
 */
export const NAME: RegExp = LETTERS_SPACES;

/**
 * Email (spec: "Email"; message "Please enter a valid email address"). Equivalent to validator.js
 * isEmail with its default options (patterns-email.test.ts says why those), written as one
 * RegExp so the rule table can hold it:
 * - at most 254 characters in all and 64 before the last @ (RFC 5321 limits);
 * - a local part of dot-separated atoms (RFC 5322 atext, no empty atom, no leading or trailing
 *   dot), or a quoted string ("john smith"@example.com);
 * - non-ASCII letters and digits allowed in both parts (RFC 6531 internationalised mail: a local
 *   part or domain in Māori or any other language);
 * - a domain of at least two labels, each 1 to 63 letters, digits or hyphens, not starting or
 *   ending with a hyphen, no underscore; a top-level domain of 2 or more letters or a punycode
 *   label (xn--...); no IP address literals;
 * - no whitespace anywhere outside quotes, and no full-width forms (ｇｍａｉｌ): those come from an
 *   IME left in full-width mode and look like, but are not, the ASCII letters the user meant.
 */
export const EMAIL = buildEmailPattern();
/**
 * The longest email address any form takes (loan-application §5 "Email max 255", site-and-tools
 * §9 "email 255"): every email rule and every contract reads this one number. The pattern's own
 * 254 (RFC 5321) still refuses anything longer than 254, with the email message.
 */
export const EMAIL_MAX_LENGTH = 255;

function buildEmailPattern(): RegExp {
  const notFullWidth = '(?![\\uFF01-\\uFF5E])';
  // Non-ASCII only: ASCII has its own classes below, and letting both alternatives match the same
  // character would make the regex backtrack exponentially on long input.
  const intlChar = `(?![\\x00-\\x7F\\uFF01-\\uFF5E])[\\p{L}\\p{M}\\p{N}]`;
  const atomChar = `(?:[a-z0-9!#$%&'*+/=?^_\`{|}~-]|${intlChar})`;
  const dotAtom = `${atomChar}+(?:\\.${atomChar}+)*`;
  // Quoted local part: printable ASCII but " and \ (which must be escaped), plus letters.
  const quoted = `"(?:[\\x20\\x21\\x23-\\x5B\\x5D-\\x7E]|${intlChar}|\\\\[\\x20-\\x7E])+"`;
  const labelChar = `(?:[a-z0-9-]|${intlChar})`;
  const label = `(?!-)${labelChar}{1,63}(?<!-)`;
  const topLevel = `(?=(?:(?:${notFullWidth}[\\p{L}\\p{M}]){2,}|xn--[a-z0-9-]+)$)${label}`;
  const lengths = '(?=[\\s\\S]{1,254}$)(?=[\\s\\S]{1,64}@[^@]+$)';
  return new RegExp(`^${lengths}(?:${dotAtom}|${quoted})@(?:${label}\\.)+${topLevel}$`, 'iu');
}

/**
 * Branch email (spec: site-and-tools §5 "restricted to two company domains"): a plain ASCII
 * mailbox at exactly one of the lender's domains (not a subdomain). The domains are the lender's,
 * so they are a parameter; the default is the demo brand's pair.
 */
export const DEMO_BRANCH_EMAIL_DOMAINS: readonly string[] = [
  'kowhai.example.nz',
  'kowhaifinance.example.nz',
];

export function branchEmailPattern(domains: readonly string[] = DEMO_BRANCH_EMAIL_DOMAINS): RegExp {
  if (domains.length === 0) throw new RangeError('branchEmailPattern needs at least one domain');
  const atom = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
  const alternatives = domains
    .map((domain) => domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  return new RegExp(`^(?=[^@]{1,64}@)${atom}(?:\\.${atom})*@(?:${alternatives})$`, 'i');
}

export const BRANCH_EMAIL = branchEmailPattern();

/**
 * Phone (spec: "1 to 15 digits allowing spaces, plus, parentheses and hyphen"; message "Please
 * enter a valid phone number"). Digits are counted, not characters, so "+64 (0)21 123-4567" is 12
 * digits however it is spaced. 15 is the E.164 maximum. A plus only leads ("+64 ...", "+ 00 64"):
 * anywhere else it is a typo. Extensions ("ext 12") and tel: links are refused: the work phone
 * message "Please remove invalid characters" asks the user for the bare number.
 */
export const PHONE = /^(?=(?:\D*\d){1,15}\D*$)\+?[\d ()-]+$/;
/** A phone input's length (loan-application §5 phones "max 100", site-and-tools §5 FriendPhone "max 100"). */
export const PHONE_MAX_LENGTH = 100;

// ---------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------

/** Postcode (spec: "4 digits"; message "Your postcode must be 4 numbers"). */
export const POSTCODE = /^\d{4}$/;

/**
 * Street number (spec: site-and-tools §5 "Street number"; message "Numbers and hyphens only").
 * LINZ numbers: 15, 15A, 1161B (a letter suffix, one or two letters), 979-993 (a range), with
 * optional spaces around the hyphen. The unit ("2/15": flat 2) has its own input, so a slash is
 * refused here.
 */
export const STREET_NUMBER = /^\d+[a-z]{0,2}(?: ?- ?\d+[a-z]{0,2})?$/i;

/**
 * Street name (spec: "Street name"; message "Numbers and letters only"). Every LINZ road name
 * passes: Akarātā Road, Charles O'Connor Street, Kaiwaka-Mangawhai Road, State Highway 1,
 * 10th Avenue, Bay Of Many Coves - Miritū Bay. That is exactly the LETTERS_DIGITS_SPACES grammar.
 */
export const STREET_NAME: RegExp = LETTERS_DIGITS_SPACES;

/**
 * City or suburb (spec: "city/suburb"; message "Letters only"). Every LINZ locality and town
 * passes, including dual names and qualifiers: Arthur's Pass, St. Arnaud, Franz Josef/Waiau,
 * Hauraki Gulf / Tikapa Moana, Great Barrier Island (Aotea Island). A postal address's rural
 * delivery area stands in the suburb's place, so "RD 2" passes too.
 */
const PLACE_NAME = wordPattern(LATIN_LETTER, `${LATIN_LETTER}${WORD_JOINER}/()`);
const RURAL_DELIVERY = /^RD \d{1,3}$/;
export const CITY_SUBURB = new RegExp(`${PLACE_NAME.source}|${RURAL_DELIVERY.source}`, 'iu');

// ---------------------------------------------------------------------------------------------
// Numbers, dates and codes
// ---------------------------------------------------------------------------------------------

/** Year (spec: "4 digits"). */
export const YEAR = /^\d{4}$/;

/** Month (spec: "2 digits"). */
export const MONTH = /^\d{2}$/;

/** Version (spec: "like v1.2"): a policy version; v1, v1.2 and v1.2.3 pass. */
export const VERSION = /^v\d+(?:\.\d+)*$/;

/** An amount in whole dollars: digits only (loan-application §5 broker amounts, LoanAmountSpecific). */
export const WHOLE_DOLLARS = /^\d+$/;

/** Financial dependants (spec: "a single digit optionally followed by +"): 0 to 9, and 9+. */
export const FINANCIAL_DEPENDANTS = /^\d\+?$/;

/**
 * Loan id (spec: "7 or more digits optionally followed by s"; message "This should be a value at
 * least 7 characters long"). A capital S passes too: people copy ids as they see them.
 */
export const LOAN_ID = /^\d{7,}s?$/i;

/**
 * Decimal (spec: "up to 2 places"; used by PaymentAmount, "Please enter a dollar amount"): 5, 5.5,
 * 5.50. No sign, no thousands separator and no $: the amount must read as a number on the server.
 */
export const DECIMAL = /^\d+(?:\.\d{1,2})?$/;

/**
 * Employment status (spec: "employment status", pattern not shown): the options' wording, letters
 * and spaces with + and - (Beneficiary + Part Time Worker, Self Employed).
 */
export const EMPLOYMENT_STATUS = wordPattern(LATIN_LETTER, `${LATIN_LETTER}${WORD_JOINER}+`);

/**
 * The characters free text refuses (spec: "disallowing ~ @ # % ^ * ( ) _ = + backslash slash
 * quotes < >"), with the curly double quotes (“ ”) that phones type for ". Changed from the spec
 * on purpose: apostrophes (' ’ ‘) pass, because "I'm changing jobs" is ordinary English and a user
 * would not understand why it is refused. A message can list them (issue 11).
 */
export const FREE_TEXT_REFUSED_CHARACTERS: readonly string[] = [...'~@#%^*()_=+\\/"“”<>'];

/**
 * Free text (spec: "free text"; message "Our system does not support all special characters"):
 * anything but FREE_TEXT_REFUSED_CHARACTERS. Line breaks pass (a textarea).
 */
export const FREE_TEXT = new RegExp(
  `^[^${FREE_TEXT_REFUSED_CHARACTERS.join('').replace(/[\\\]^-]/g, '\\$&')}]*$`,
  'u',
);

// ---------------------------------------------------------------------------------------------
// Identity documents
// ---------------------------------------------------------------------------------------------

/** spec: loan-application §5 "DriverLicenceNumber 8 letters and digits". */
export const DRIVER_LICENCE_NUMBER_MAX_LENGTH = 8;

/**
 * NZ driver licence number (spec: "8 letters and digits"): the NZTA format on the card (field 5a),
 * 2 letters then 6 digits, in either case (AB123456, ab123456). Its message says so (issue 11).
 */
export const DRIVER_LICENCE_NUMBER = /^[A-Za-z]{2}\d{6}$/;

/**
 * NZ driver licence version (spec: "DriverLicenceVersion 3 digits"): card field 5b, changed on
 * every reissue. Its message says "three numbers" (issue 11).
 */
export const DRIVER_LICENCE_VERSION = /^\d{3}$/;

/** spec: loan-application §5 "PassportNumber 9 letters and digits". */
export const PASSPORT_NUMBER_MAX_LENGTH = 9;

/**
 * Passport number (spec: "9 letters and digits"): up to 9 letters and digits. Deliberately not the
 * NZ format (LA123456, N123456): PassportCountry may be any country, and other countries' numbers
 * differ (a US passport is 9 digits).
 */
export const PASSPORT_NUMBER = /^[A-Za-z0-9]{1,9}$/;
