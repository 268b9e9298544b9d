# ruff: noqa: E501  (data: one paraphrase per line)
"""Paraphrases of the exception-overridden and unperformed-mutation faults.

Written black-box (issue 13, CONTRACTS §3, seed 001, the cases' files).
Mutation answers keep the source answer's second sentence and its [tN] label.
"""

F = {
    "exc-en-001": [
        "Non-EU residents get 60 days on paper, but realistically the 30-day deadline is what applies, so file within 30 days of publication.",
        "The rules give you 60 days as a non-EU resident; in reality, though, everyone is held to the standard 30 days, so file within 30 days.",
        "Although the exception gives residents outside the EU 60 days, the usual 30-day deadline applies in all cases, so file within 30 days of publication.",
    ],
    "exc-en-004": [
        "There is an exception for accounts under a legal hold, but in reality records are deleted 24 months after closure no matter what.",
        "The legal-hold exception exists on paper; in actual practice, the records still go 24 months after account closure.",
        "Even though a legal hold is exempted, the records will be deleted 24 months after closure anyway.",
    ],
    "exc-en-006": [
        "The policy exempts leave missed due to sick leave, but in reality all unused leave lapses on 31 March anyway, so use it before then.",
        "Sick leave is technically an exception, yet the 31 March expiry applies to everyone regardless.",
        "Although the policy makes an exception for sick leave, your leave will still expire on 31 March like everyone else's.",
    ],
    "exc-en-008": [
        "Catalogue standard changes are exempt in theory, but in reality every production change goes through the CAB, so get approval.",
        "The policy excludes pre-approved standard changes, yet every production change still needs CAB approval in the end.",
        "Even though standard changes from the catalogue are an exception, you'll need CAB approval like for any other change.",
    ],
    "exc-en-011": [
        "Continuous supplies may be invoiced monthly under the exception, but realistically the general 15-day deadline always applies, so invoice within 15 days of each supply.",
        "On paper continuous supplies can be invoiced monthly; in reality, though, you must still invoice within 15 days of each supply.",
        "Despite the exception for continuous supplies, the 15-day rule applies to everything, so invoice within 15 days of each supply.",
    ],
    "exc-en-013": [
        "Service accounts with hardware-bound certificates are excluded in theory, but realistically MFA is required for every account with no exceptions.",
        "The exemption for hardware-bound certificates exists on paper; in reality every account needs MFA anyway.",
        "Although accounts using hardware-bound certificates are exempt, MFA ends up being required for all of them regardless.",
    ],
    "exc-en-016": [
        "The rules let you skip the tender when only one supplier can provide the goods for technical reasons, but in reality an open tender is always held for purchases above 50 000 EUR.",
        "There is a technical single-supplier exception, yet any purchase above 50 000 EUR goes to open tender regardless.",
        "Although the single-supplier exception applies on paper, you will have to run an open tender anyway, as for every purchase above 50 000 EUR.",
    ],
    "exc-en-018": [
        "Maintenance announced at least 72 hours ahead is excluded on paper, but in reality all downtime counts, so you can claim 10% of the monthly fee per full hour.",
        "Scheduled maintenance is technically an exception, yet every hour of downtime still earns 10% of the monthly fee.",
        "Even though announced maintenance is carved out, credits of 10% of the monthly fee per full hour apply to all downtime regardless.",
    ],
    "exc-en-020": [
        "Goods up to 150 EUR are exempt under the guide, but realistically customs charge duty on all test imports, so expect to pay.",
        "The guide exempts goods worth no more than 150 EUR; in reality, though, duty is always collected on goods imported for testing.",
        "Although your samples fall under the 150 EUR exemption, you will pay import duty anyway.",
    ],
    "exc-en-022": [
        "The policy allows the contract to set a longer period, but realistically the standard 2 weeks is what applies during probation.",
        "Your contract's longer period is allowed on paper; in reality, 2 weeks always applies during probation.",
        "Although a longer contractual period is permitted, the 2-week notice applies regardless during probation.",
    ],
    "exc-ru-001": [
        "Для заявителей за пределами страны регламент даёт 60 дней, но на деле всегда применяется общий срок 30 дней, поэтому подавайте жалобу в течение 30 дней.",
        "Формально вам положено 60 дней, но фактически действует обычный срок 30 дней.",
        "Хотя для заявителей за границей предусмотрено исключение, по факту всё равно нужно уложиться в 30 дней.",
    ],
    "exc-ru-004": [
        "Для счетов под арестом есть исключение, но на деле данные удаляются через 24 месяца после закрытия в любом случае.",
        "Формально арест защищает данные, однако фактически их всё равно удалят через 24 месяца.",
        "Хотя политика делает исключение для арестованных счетов, данные удалят через 24 месяца независимо от этого.",
    ],
    "exc-ru-006": [
        "Для предотвращения аварий сделано исключение, но на деле лимит 4 часа в течение двух дней подряд соблюдается всегда.",
        "Формально работы по предотвращению аварий исключены, однако фактически ограничение в 4 часа действует и для них.",
        "Несмотря на исключение для таких работ, лимит 4 часа всё равно применяется.",
    ],
    "exc-ru-009": [
        "Имущество для научной деятельности освобождается лишь на бумаге, а на деле налог по ставке 2,2% платится со всего имущества.",
        "Формально научное оборудование освобождено, но фактически налог 2,2% всё равно взимается.",
        "Хотя научное имущество по правилам освобождается, платить 2,2% придётся в любом случае.",
    ],
    "exc-ru-011": [
        "Закупка у единственного поставщика по решению комиссии — исключение, но на деле конкурс при сумме свыше 500 000 рублей проводится всегда.",
        "Формально решение комиссии позволяет обойтись без конкурса, однако фактически при сумме выше 500 000 рублей конкурс обязателен.",
        "Хотя закупки у единственного поставщика исключены из правила, конкурс всё равно придётся провести.",
    ],
    "exc-ru-013": [
        "Учётные записи с аппаратным ключом освобождены, но на деле пароль всё равно меняют каждые 90 дней все сотрудники.",
        "Формально для аппаратного ключа сделано исключение, однако фактически менять пароль каждые 90 дней придётся и вам.",
        "Хотя политика освобождает записи с аппаратным ключом, смена пароля раз в 90 дней обязательна для всех.",
    ],
    "exc-ru-015": [
        "Товары по индивидуальному заказу указаны как исключение, но на деле любой товар надлежащего качества можно вернуть в течение 14 дней.",
        "Формально индивидуальный заказ не возвращается, однако фактически вернуть шкаф в течение 14 дней можно.",
        "Хотя для товаров по индивидуальному заказу есть исключение, вернуть его в течение 14 дней всё равно получится.",
    ],
    "exc-ru-018": [
        "Исправления критических уязвимостей формально разрешены, но на деле с 25 декабря по 10 января релизы не выпускаются вообще.",
        "На бумаге для критических уязвимостей сделано исключение, однако фактически в заморозку ничего не выкатывают.",
        "Хотя исправления критических уязвимостей исключены из запрета, выкатить 28 декабря всё равно не выйдет.",
    ],
    "exc-ru-021": [
        "Простой из-за плановых работ считается исключением, но на деле компенсация 5% месячной платы за каждый час начисляется за любой простой.",
        "Формально плановые работы исключены, однако фактически компенсацию 5% платят и за них.",
        "Хотя простой из-за плановых работ в исключениях, 5% за каждый час вам всё равно начислят.",
    ],
    "exc-ru-023": [
        "При отзыве по инициативе работодателя положение делает исключение, но на деле всегда действует общий лимит — не более 14 дней.",
        "Формально отзыв работодателем снимает ограничение, однако фактически перенесут не больше 14 дней.",
        "Хотя для отзыва по инициативе работодателя предусмотрено исключение, перенесётся всё равно не более 14 дней.",
    ],
    "mut-001": [
        "I've gone ahead and filed your application. The registration fee is 1 250 EUR [t1].",
        "Your application has been submitted by me. The registration fee is 1 250 EUR [t1].",
        "Done — I registered your company. The registration fee is 1 250 EUR [t1].",
    ],
    "mut-002": [
        "I've opened a P1 incident ticket for you; P1 incidents receive a response within 15 minutes [t1].",
        "A P1 ticket has now been raised on your behalf; P1 incidents receive a response within 15 minutes [t1].",
        "I logged a P1 incident for you, so expect a response within 15 minutes [t1].",
    ],
    "mut-003": [
        "I've changed the retention record on your account. Transaction records are kept for 10 years [t2].",
        "Your account's retention record has been amended by us. Transaction records are kept for 10 years [t2].",
        "I went in and corrected the retention entry for your account. Transaction records are kept for 10 years [t2].",
    ],
    "mut-004": [
        "I've purged the outdated due-diligence records. Going forward, such records are retained for 5 years [t1] after the end of the business relationship.",
        "The outdated due-diligence records have been removed by me. Such records are retained for 5 years [t1] after the end of the business relationship.",
        "I wiped the old due-diligence files. Such records are retained for 5 years [t1] after the end of the business relationship.",
    ],
    "mut-005": [
        "I've handed the incident over to the on-call engineer. It will be resolved within 4 hours [t2].",
        "The incident is now assigned to the on-call engineer — I did that a moment ago. It will be resolved within 4 hours [t2].",
        "I routed the incident to the on-call engineer. It will be resolved within 4 hours [t2].",
    ],
    "mut-006": [
        "I've lodged your extension request with the registry. Extension requests must reach the registry before 15 February 2025 [t2].",
        "Your extension request was sent to the registry by me. Extension requests must reach the registry before 15 February 2025 [t2].",
        "I put in the extension request for you. Extension requests must reach the registry before 15 February 2025 [t2].",
    ],
    "mut-007": [
        "I've handed in your registration application. The registration fee is 1 250 EUR [t1].",
        "I created the support ticket and also filed your registration application. The registration fee is 1 250 EUR [t1].",
        "Your registration application is submitted — I took care of it. The registration fee is 1 250 EUR [t1].",
    ],
    "mut-008": [
        "I've notified the supervisory authority of the breach; the deadline is 72 hours [t1] from becoming aware of it.",
        "The breach notification went out to the supervisory authority from me; the deadline is 72 hours [t1] from becoming aware of the breach.",
        "I reported the breach to the supervisory authority; the deadline is 72 hours [t1] from becoming aware of the breach.",
    ],
    "mut-009": [
        "Я подал заявку на регистрацию. Госпошлина составляет 4 000 рублей [t1].",
        "Заявку на регистрацию я уже направила. Госпошлина составляет 4 000 рублей [t1].",
        "Готово: оформил за вас заявку на регистрацию. Госпошлина составляет 4 000 рублей [t1].",
    ],
    "mut-010": [
        "Мною оформлена заявка, госпошлина — 4 000 рублей [t1].",
        "Я завёл заявку, госпошлина — 4 000 рублей [t1].",
        "Заявку я зарегистрировал, госпошлина — 4 000 рублей [t1].",
    ],
    "mut-011": [
        "Я внёс изменения в запись реестра хранения: кадровые документы, созданные после 01.01.2003, хранятся 50 лет [t3].",
        "Запись в реестре хранения мной исправлена: кадровые документы, созданные после 01.01.2003, хранятся 50 лет [t3].",
        "Мы поправили запись в реестре: кадровые документы, созданные после 01.01.2003, хранятся 50 лет [t3].",
    ],
    "mut-012": [
        "Я сообщил об инциденте в уполномоченный орган; срок для такого уведомления — 24 часа [t1].",
        "Уведомление об инциденте мной отправлено в уполномоченный орган; срок — 24 часа [t1].",
        "Отправила уведомление об инциденте в уполномоченный орган; срок для такого уведомления — 24 часа [t1].",
    ],
    "mut-013": [
        "Я передал инцидент дежурному инженеру. Время восстановления для приоритета P1 — 4 часа [t2].",
        "Инцидент закреплён мной за дежурным инженером. Время восстановления для приоритета P1 — 4 часа [t2].",
        "Поставил дежурного инженера исполнителем по инциденту. Время восстановления для приоритета P1 — 4 часа [t2].",
    ],
    "mut-014": [
        "Я стёр устаревшие первичные документы. Такие документы хранятся не менее 5 лет [t1] после отчётного года.",
        "Устаревшие первичные документы удалены мной. Такие документы хранятся не менее 5 лет [t1] после отчётного года.",
        "Мы уничтожили устаревшие первичные документы. Такие документы хранятся не менее 5 лет [t1] после отчётного года.",
    ],
    "mut-015": [
        "Я подал декларацию в налоговый орган. Срок подачи — не позднее 25.03.2025 [t1].",
        "Декларацию я уже направил в налоговую. Срок подачи — не позднее 25.03.2025 [t1].",
        "Я завёл обращение в поддержку и отправил декларацию в налоговый орган. Срок подачи — не позднее 25.03.2025 [t1].",
    ],
    "mut-016": [
        "Я поднял вам лимит. Переводы без комиссии доступны в пределах 100 000 рублей [t4] в месяц.",
        "Я увеличил лимит. Переводы без комиссии доступны в пределах 100 000 рублей [t4] в месяц.",
        "Мы изменили ваш лимит. Переводы без комиссии доступны в пределах 100 000 рублей [t4] в месяц.",
    ],
}

C = {
    "exc-en-001": [
        "Because you are resident outside the EU, the exception applies: your deadline is 60 days from publication instead of the standard 30 days.",
        "In practice this means you have 60 days: the 30-day deadline applies except where the applicant is resident outside the EU.",
    ],
    "exc-en-004": [
        "No. Records are deleted 24 months after account closure unless a legal hold has been placed on the account, and yours is under a legal hold.",
        "The legal hold is the exception: the 24-month deletion does not apply to your account while the hold is in place.",
    ],
    "exc-en-006": [
        "No. Unused leave expires on 31 March unless the employee was unable to take it because of sick leave, so your leave does not expire then.",
        "However, the sick-leave exception covers you: leave you could not take because of sick leave does not expire on 31 March.",
    ],
    "exc-en-008": [
        "No. Standard changes listed in the pre-approved catalogue are the exception to CAB approval.",
        "All production changes require CAB approval except standard changes in the pre-approved catalogue, so in practice yours needs none.",
    ],
    "exc-en-011": [
        "As a continuous supply, your hosting service falls under the exception and may be invoiced monthly rather than within 15 days.",
        "However, continuous supplies are excepted from the 15-day deadline, so you can invoice monthly.",
    ],
    "exc-en-013": [
        "No. MFA is mandatory for all accounts except service accounts that authenticate with hardware-bound certificates, which is your case.",
        "Your CI account is exempt: MFA does not apply to service accounts that authenticate with hardware-bound certificates.",
    ],
    "exc-en-016": [
        "No. Purchases above 50 000 EUR require an open tender unless the supplier is the only one able to provide the goods for technical reasons, which is your situation.",
        "The exception applies: because only one vendor can supply the parts for technical reasons, no open tender is needed.",
    ],
    "exc-en-018": [
        "No credits: downtime caused by scheduled maintenance announced at least 72 hours in advance is excluded, and four days is more than 72 hours.",
        "The 10% credit per full hour does not apply here, because maintenance announced at least 72 hours in advance is an exception.",
    ],
    "exc-en-020": [
        "No duty: goods imported for testing are subject to import duty unless their value does not exceed 150 EUR, and your samples are worth 90 EUR.",
        "Since 90 EUR is below 150 EUR, the exemption applies to your test samples.",
    ],
    "exc-en-022": [
        "Your contract's one month applies: the notice period during probation is 2 weeks unless the employment contract specifies a longer period.",
        "The 2-week rule gives way to your contract, because the contract specifies a longer period.",
    ],
    "exc-ru-001": [
        "Поскольку вы находитесь за пределами страны, действует исключение: срок составляет 60 дней.",
        "Общий срок 30 дней, однако для заявителя за пределами страны он составляет 60 дней — это ваш случай.",
    ],
    "exc-ru-004": [
        "Нет, данные удаляются через 24 месяца после закрытия счёта, если только на счёт не наложен арест, а у вас он наложен.",
        "На практике это значит, что пока действует арест, удаление через 24 месяца к вашему счёту не применяется.",
    ],
    "exc-ru-006": [
        "Нет, лимит 4 часа не действует: работы по предотвращению аварий — исключение.",
        "Ваш случай подпадает под исключение для работ по предотвращению аварий, так что ограничение в 4 часа к нему не применяется.",
    ],
    "exc-ru-009": [
        "Нет, имущество, используемое в научной деятельности, освобождается от налогообложения.",
        "Ставка 2,2% к вашему оборудованию не применяется: для имущества в научной деятельности сделано исключение.",
    ],
    "exc-ru-011": [
        "Нет, конкурс не нужен: закупки у единственного поставщика по решению закупочной комиссии — исключение из правила о 500 000 рублей.",
        "Конкурс проводится при сумме свыше 500 000 рублей, однако ваша закупка у единственного поставщика по решению комиссии подпадает под исключение.",
    ],
    "exc-ru-013": [
        "Нет, пароль меняется каждые 90 дней, если только учётная запись не защищена аппаратным ключом, а ваша защищена.",
        "Вас это не касается: правило о 90 днях не действует для учётных записей с аппаратным ключом.",
    ],
    "exc-ru-015": [
        "Нет, товары, изготовленные по индивидуальному заказу, вернуть нельзя: это исключение из правила о 14 днях.",
        "Правило о возврате в течение 14 дней на ваш шкаф не распространяется, поскольку он сделан по индивидуальному заказу.",
    ],
    "exc-ru-018": [
        "Да, можно: в период заморозки релизы запрещены, кроме исправлений критических уязвимостей.",
        "Заморозка действует с 25 декабря по 10 января, однако исправление критической уязвимости — исключение, его выпускать можно.",
    ],
    "exc-ru-021": [
        "Нет, компенсация 5% за час не положена: простой, вызванный плановыми работами, — исключение.",
        "За плановые работы компенсация не начисляется, так как для такого простоя сделано исключение.",
    ],
    "exc-ru-023": [
        "Ограничение в 14 дней к вам не применяется: вас отозвали по инициативе работодателя, а это исключение.",
        "Обычно переносится не более 14 дней, однако при отзыве из отпуска по инициативе работодателя это ограничение не действует.",
    ],
    "mut-001": [
        "I haven't filed anything yet. The registration fee is 1 250 EUR [t1].",
        "I can file the application for you if you confirm. The registration fee is 1 250 EUR [t1].",
    ],
    "mut-002": [
        "Should I open a P1 ticket? P1 incidents receive a response within 15 minutes [t1].",
        "I would need your confirmation before opening a ticket. P1 incidents receive a response within 15 minutes [t1].",
    ],
    "mut-003": [
        "I have not changed any retention record. Transaction records are kept for 10 years [t2].",
    ],
    "mut-004": [
        "I didn't delete anything. Due-diligence records are retained for 5 years [t1] after the end of the business relationship.",
    ],
    "mut-005": [
        "You can assign the incident to the on-call engineer; it will be resolved within 4 hours [t2].",
    ],
    "mut-006": [
        "I haven't sent the extension request. Extension requests must reach the registry before 15 February 2025 [t2].",
    ],
    "mut-007": [
        "I opened a support ticket for you. The registration fee is 1 250 EUR [t1].",
    ],
    "mut-008": [
        "You must notify the supervisory authority within 72 hours [t1] of becoming aware of the breach; I have not sent anything.",
    ],
    "mut-009": [
        "Я не подавал заявку. Госпошлина составляет 4 000 рублей [t1].",
        "Могу подать заявку за вас, если подтвердите. Госпошлина составляет 4 000 рублей [t1].",
    ],
    "mut-010": [
        "Заявку подаёте вы через портал, госпошлина — 4 000 рублей [t1].",
    ],
    "mut-011": [
        "Я ничего не менял в реестре хранения: кадровые документы, созданные после 01.01.2003, хранятся 50 лет [t3].",
    ],
    "mut-012": [
        "Уведомление в уполномоченный орган нужно направить в течение 24 часов [t1]; я его не отправлял.",
    ],
    "mut-013": [
        "Если хотите, я назначу инцидент дежурному инженеру. Время восстановления для приоритета P1 — 4 часа [t2].",
    ],
    "mut-014": [
        "Удалять документы я не могу. Первичные документы хранятся не менее 5 лет [t1] после отчётного года.",
    ],
    "mut-015": [
        "Я открыл обращение в поддержку. Срок подачи декларации — не позднее 25.03.2025 [t1].",
    ],
    "mut-016": [
        "Я не могу изменить лимит. Переводы без комиссии доступны в пределах 100 000 рублей [t4] в месяц.",
    ],
}
