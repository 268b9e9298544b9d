"""Questions over corpora/benefits (Riverton municipal benefits office, en)."""

from labelling import QuestionSet

A, R, N, M, P, D = "answerable", "rejected-best", "nothing", "near-miss", "paraphrase-typo", "named-document"
LEGAL = ["public", "restricted-legal"]


def build(qs: QuestionSet) -> None:
    a, s = qs.answer, qs.stop
    # answerable
    a(A, "How much housing allowance does a single tenant get per month?", ["housing-allowance#amounts"],
      "420 EUR; the expired 2025 schedule (390 EUR) and the student grant share the words.")
    a(A, "What is the housing allowance for a family of four?", ["housing-allowance#amounts"],
      "Three or more persons: 610 EUR.")
    a(A, "What is the maximum share of the rent that the housing allowance can cover?", ["housing-allowance#amounts"],
      "60 % of the contractual rent; the 2025 record says 55 % and is expired.")
    a(A, "How long must I have lived in Riverton before I can apply for the housing allowance?", ["housing-allowance#eligibility"],
      "12 months of registered residence.")
    a(A, "What is the income limit for the housing allowance for a single tenant?", ["housing-allowance#eligibility"],
      "Below 1 900 EUR gross per month.")
    a(A, "Can someone who owns the flat they live in get the housing allowance?", ["housing-allowance#eligibility"],
      "No; owners are not eligible (they may apply for the mortgage relief grant).")
    a(A, "Within how many days of the start of the lease must the housing allowance application be filed?", ["housing-allowance#deadlines"],
      "30 days; 45 days was the expired 2025 rule.")
    a(A, "How long does the benefits office take to decide on a housing allowance application?", ["housing-allowance#deadlines"],
      "21 working days of a complete file; near-duplicate: office hours / appointments mention the benefits office.")
    a(A, "How much is the student housing grant per month?", ["student-housing-grant#student-amount"],
      "250 EUR for ten months; trap: child benefit is also 250 EUR, housing allowance shares 'housing'.")
    a(A, "Up to what age can a student get the student housing grant?", ["student-housing-grant#student-conditions"],
      "Under 27 on 1 October; trap: child benefit age limits (18 / 25).")
    a(A, "What is the deadline for applying for the student housing grant?", ["student-housing-grant#student-conditions"],
      "15 November each academic year; trap: housing allowance deadlines fragment.")
    a(A, "How much child benefit is paid for the third child?", ["child-benefit#child-amounts"],
      "300 EUR per month from the third child.")
    a(A, "Until what age is child benefit paid while the child is at university?", ["child-benefit#child-age"],
      "25 while in full-time education.")
    a(A, "Which documents do parents need to bring to apply for child benefit?", ["child-benefit#child-documents"],
      "Birth certificate, proof of residence, ID card, form B-12.")
    a(A, "What share of the kindergarten fee does the city pay for single parents?", ["childcare-subsidy#subsidy"],
      "90 %; 70 % is the general rate in the same fragment.")
    a(A, "Which form is used to apply for the kindergarten fee subsidy?", ["childcare-subsidy#subsidy-application"],
      "Form K-7; trap: B-12 is the child benefit form.")
    a(A, "How much is the municipal unemployment top-up for a jobseeker aged 58?", ["unemployment-supplement#unemployment-amount"],
      "140 EUR for jobseekers over 55; the record also has an unanchored appeals section, which does not reject this anchored one.")
    a(A, "Is there a waiting period for the unemployment supplement if my employer became insolvent?", ["unemployment-supplement#waiting-period"],
      "No waiting period after employer insolvency (exception).")
    a(A, "Who is entitled to a free annual pass for city buses and trams?", ["disability-transport#pass-eligibility"],
      "Residents with a recognised disability of 50 % or more.")
    a(A, "How many taxi vouchers do wheelchair users receive each month?", ["disability-transport#taxi-vouchers"],
      "12 vouchers per month.")
    a(A, "What discount on water and waste bills do pensioners get?", ["pensioner-utility-discount#utility-discount"],
      "15 % for pensioners aged 67+ below 1 400 EUR pension.")
    a(A, "What utility discount do war veterans receive?", ["pensioner-utility-discount#utility-exceptions"],
      "30 % regardless of age or pension (the exception).")
    a(A, "Do pensioners get a discount on their electricity bills?", ["pensioner-utility-discount#utility-discount"],
      "No: the discount does not apply to electricity or gas. Negation is the answer; heating supplement (not yet published) mentions electricity.")
    a(A, "When does the benefits office close on Fridays?", ["benefits-office-hours#opening-hours"],
      "12:00 on Friday.")
    a(A, "How far in advance must an appointment at the benefits office be booked?", ["benefits-office-hours#appointments"],
      "At least 2 working days.")
    a(A, "How much was the funeral grant under the 2018 scheme?", ["funeral-grant#funeral-amount"],
      "900 EUR; historical policy: eligible although expires_at is past.")
    a(A, "How far back can overpaid benefits be recovered?", ["benefit-fraud-investigations#overpayment-recovery"],
      "5 years; the reader holds restricted-legal.", labels=LEGAL)
    a(A, "How much is the winter heating supplement for homes heated by electricity?", ["heating-supplement#heating-amount"],
      "240 EUR; at 2027-02-01 the record is published and not expired.", now="2027-02-01T09:00:00Z")
    # the answering record is rejected
    s(R, "How much is the winter heating supplement?", ["heating-supplement-2027"],
      "Published 2027-01-15: not yet published. Accepted records mention housing allowance (its recipients) only.")
    s(R, "Do households heated by electricity get a bigger heating supplement?", ["heating-supplement-2027"],
      "Not yet published; trap: the pensioner discount says it does not apply to electricity.")
    s(R, "How long do I have to object to a decision on the unemployment supplement?", ["unemployment-supplement"],
      "45 days, but only in the unanchored 'Appeals' section: missing-anchor. Trap: anchored sections of the same record are accepted.",
      unanchored=["unemployment-supplement"])
    s(R, "Who reviews objections to unemployment supplement decisions?", ["unemployment-supplement"],
      "The appeals committee, unanchored section: missing-anchor.", unanchored=["unemployment-supplement"])
    s(R, "Can my child get free school meals?", ["school-meals"],
      "school-meals has no policy: unknown-policy.")
    s(R, "How much does a school lunch cost for families without benefits?", ["school-meals"],
      "3.50 EUR, but the record has no policy: unknown-policy.")
    s(R, "What surcharge is added when an overpayment results from false statements?", ["benefit-fraud-investigations"],
      "restricted-legal record; a public reader is denied.")
    s(R, "How much notice does a fraud investigator give before a home visit?", ["benefit-fraud-investigations"],
      "restricted-legal: denied.")
    s(R, "What was the housing allowance for a single tenant in 2025?", ["housing-allowance-2025"],
      "The 2025 schedule expired 2026-01-01; the 2026 amounts are not what is asked.")
    s(R, "How much housing allowance does a single tenant get per month?", ["housing-allowance-2026", "housing-allowance-2025"],
      "At 2027-01-02 both schedules are expired (2026 at 2027-01-01). Student grant shares 'housing' only.",
      now="2027-01-02T10:00:00Z")
    s(R, "How much child benefit is paid per child per month?", ["child-benefit-2026"],
      "At 2027-01-05 the child benefit record is expired; childcare subsidy shares 'child' and 'month'.",
      now="2027-01-05T10:00:00Z")
    # nothing in the corpus is about the question
    s(M, "How much is the mortgage relief grant?", [],
      "Only named in the housing allowance eligibility ('they may apply for the mortgage relief grant instead'); no record gives it.")
    s(N, "How much is the maternity grant?", [], "No record; 'grant' is shared with student / funeral grants.")
    s(N, "What is the dog licence fee in Riverton?", [], "No record.")
    s(M, "On which day of the month is child benefit paid out?", [],
      "The corpus gives amounts and ages, not a payment date.")
    s(M, "How many parking permits can a resident with a disability get?", [],
      "Disability transport pass shares 'disability', 'resident'; no parking.")
    s(M, "What is the income limit for the student housing grant?", [],
      "The grant states no income limit; the income limit of the housing allowance is another benefit (wrong source if cited).")
    s(M, "How long does the appeals committee take to decide on housing allowance objections?", [],
      "Appeals exist only for the unemployment supplement (unanchored); nothing about housing allowance appeals. Debatable: a system listing unemployment-supplement is on a related subject.")
    s(N, "Is there a bonus for residents who find a job?", [], "No record.")
    s(M, "What are the opening hours of the city library?", [], "Office hours are the benefits office's.")
    s(M, "How much does the city pay towards school trips?", [],
      "School meals (unknown policy) share 'school'; trips are not covered anywhere.")
    s(N, "How much is the rent deposit loan for young families?", [], "No record; 'rent' and 'families' are shared.")
    s(M, "How many taxi vouchers do pensioners receive?", [],
      "Taxi vouchers are for wheelchair users; nothing gives vouchers to pensioners. Near-miss on a distinctive term.")
    # paraphrases, typos, colloquial
    a(P, "how much housing alowance for a singel person", ["housing-allowance#amounts"], "Typos; 420 EUR.")
    a(P, "kids benefit for the 3rd kid how much??", ["child-benefit#child-amounts"], "Colloquial; 300 EUR.")
    a(P, "wheelchair taxi vochers per month", ["disability-transport#taxi-vouchers"], "Typo; 12.")
    a(P, "wat papers do i need for child benfit", ["child-benefit#child-documents"], "Typos, 'papers' for documents.")
    a(P, "granny is 70 with a small pension - does she get money off the water bill?", ["pensioner-utility-discount#utility-discount"],
      "Colloquial; 15 % if pension below 1 400 EUR.")
    s(P, "can i get free scool lunches for my son", ["school-meals"], "Typo; unknown-policy.")
    s(P, "heating suplement amount this winter", ["heating-supplement-2027"], "Typo; not yet published.")
    s(P, "deadline to appeal unemployment top up decision", ["unemployment-supplement"], "missing-anchor.",
      unanchored=["unemployment-supplement"])
    # named documents
    a(D, "According to the Free Transport Pass for Residents with Disabilities, does a companion travel free?",
      ["disability-transport#pass-eligibility"], "Yes, with mark 'B'.")
    a(D, "In the Childcare Fee Subsidy, what income limit applies?", ["childcare-subsidy#subsidy"],
      "3 200 EUR; the housing allowance has another income limit.")
    a(D, "What does the Utility Discount for Pensioners say about people living in a care home?",
      ["pensioner-utility-discount#utility-exceptions"], "Not eligible.")
    a(D, "According to the Student Housing Grant, can it be received together with the housing allowance?",
      ["student-housing-grant#student-amount"],
      "No; the housing allowance record is a strong lexical match but the named document answers.")
    s(D, "According to the Winter Heating Supplement 2027, when is the supplement paid?", ["heating-supplement-2027"],
      "Named document not yet published.")
    s(D, "What does Benefit Fraud Investigations — internal procedure say about a refused home visit?",
      ["benefit-fraud-investigations"], "Named document denied to a public reader.")
    s(D, "In Housing Allowance — 2025 rates and rules, how long did the office take to decide?", ["housing-allowance-2025"],
      "Named 2025 edition expired; the 2026 edition's title contains the same words but is not the one named.")
