# ruff: noqa: E501  (data: one paraphrase per line)
"""Paraphrases of the explicit-rule and acceptance faults (faulty: F, correct: C).

Written from the issue, CONTRACTS §3, seed 001 and the faulty cases' files only,
before any check code was read. Keys are the source case ids.
"""

F = {
    "rule-en-002": [
        "Yes. The filing guide clearly lets you send the application by email instead of using the Registry Portal.",
        "Yes — email filing is expressly permitted by the guide as an alternative to the portal.",
        "Yes. The guide states in so many words that applications may be emailed.",
    ],
    "rule-en-008": [
        "No. The retention policy plainly prohibits forwarding access logs to any outside service.",
        "No — sending access logs to third parties is expressly banned by the log retention policy.",
        "No. Under the policy you are explicitly not allowed to ship access logs to a third-party SIEM.",
    ],
    "rule-en-011": [
        "Yes. The support terms clearly let you open incidents via live chat as well as by phone.",
        "Yes — live chat is explicitly listed as a channel for raising incidents.",
        "Yes. The terms specifically state that incidents can be raised through live chat.",
    ],
    "rule-en-014": [
        "Yes. The runbook expressly demands sign-off from the DBA lead before any failover.",
        "Yes — written approval from the DBA lead is explicitly mandated by the runbook before a failover.",
        "Yes. The runbook clearly says you must get the DBA lead's written approval first.",
    ],
    "rule-en-017": [
        "Yes. The Dutch VAT guide clearly lets digital magazines use the 9% reduced rate.",
        "Yes — under the Dutch guide, digital magazines are expressly entitled to the 9% reduced rate.",
        "Yes. The Dutch guide states outright that the reduced rate covers digital magazines.",
    ],
    "rule-en-019": [
        "Yes. The privacy notice expressly permits transfers outside the EEA based on the customer's consent.",
        "Yes — consent is explicitly recognised in the notice as a lawful basis for transfers to non-EEA processors.",
        "Yes. The notice clearly lets us transfer data to a US processor with the customer's consent.",
    ],
    "rule-en-023": [
        "No. The travel policy expressly bans private rentals; only hotel costs up to 180 EUR per night are reimbursed.",
        "No — private apartment rentals are explicitly prohibited by the travel policy.",
        "No. The policy clearly forbids you from booking a private rental.",
    ],
    "rule-en-026": [
        "Yes. The change policy clearly lets you toggle feature flags during the freeze without approval.",
        "Yes — toggling feature flags is expressly exempted from the freeze by the change policy.",
        "Yes. The policy specifically states that flag changes need no approval during the freeze.",
    ],
    "rule-en-028": [
        "Yes. The archive rules expressly permit keeping the originals with an external archiving provider for the full 10 years.",
        "Yes — storing originals offsite with an archiving company is explicitly allowed by the rules.",
        "Yes. The rules clearly say an external archive may hold the originals.",
    ],
    "rule-en-031": [
        "Yes. The API terms clearly let your account manager raise the limit on request.",
        "Yes — a higher limit on request is expressly provided for in the API terms.",
        "Yes. The terms specifically allow the rate limit to be increased by your account manager.",
    ],
    "rule-ru-002": [
        "Да, регламент чётко требует нотариально заверять заявление.",
        "Да, в регламенте прямо сказано, что заявление должно быть заверено у нотариуса.",
        "Да, нотариальное заверение заявления регламентом однозначно предусмотрено.",
    ],
    "rule-ru-005": [
        "Нет, политикой прямо запрещено хранить персональные данные клиентов за рубежом.",
        "Нет, политика однозначно не разрешает размещать данные клиентов на зарубежных серверах.",
        "Нет, в политике чётко написано, что хранить персональные данные за пределами страны нельзя.",
    ],
    "rule-ru-009": [
        "Да, ранбук прямо предписывает отключить алерты мониторинга перед перезапуском.",
        "Да, в ранбуке чётко указано, что перед перезапуском алерты нужно выключить.",
        "Да, согласно ранбуку отключение алертов мониторинга перед перезапуском строго обязательно.",
    ],
    "rule-ru-011": [
        "Нет, правилами командировок прямо запрещено оплачивать каршеринг.",
        "Нет, в правилах однозначно сказано, что каршеринг не оплачивается.",
        "Нет, правила командировок чётко исключают оплату каршеринга.",
    ],
    "rule-ru-016": [
        "Да, устав прямо допускает заочное голосование по почте.",
        "Да, в уставе чётко написано, что голосовать можно по почте.",
        "Да, голосование по почте уставом явно предусмотрено.",
    ],
    "rule-ru-018": [
        "Да, соглашение прямо предусматривает компенсацию клиенту за каждый час простоя сверх плановых работ.",
        "Да, в соглашении чётко сказано, что провайдер компенсирует каждый час простоя.",
        "Да, провайдер по соглашению однозначно обязан возместить клиенту простой.",
    ],
    "rule-ru-022": [
        "Нет, инструкцией прямо запрещено пользоваться любыми внешними облачными хранилищами.",
        "Нет, в инструкции чётко сказано, что личные облачные диски использовать нельзя.",
        "Нет, инструкция однозначно не допускает перенос файлов через внешние облака.",
    ],
    "rule-ru-024": [
        "Нет, порядком прямо запрещён возврат налога наличными.",
        "Нет, в порядке чётко сказано, что наличными налог не возвращается.",
        "Нет, порядок возврата однозначно исключает выплату наличными денежными средствами.",
    ],
    "rule-ru-026": [
        "Да, положение прямо допускает приём образцов курьерской службой в выходные.",
        "Да, в положении чётко сказано, что курьер может привезти образцы в субботу.",
        "Да, приём образцов курьерами по выходным положением явно разрешён.",
    ],
    "rule-ru-028": [
        "Да, договором прямо разрешено размещать вывеску на фасаде без согласования.",
        "Да, в договоре чётко сказано, что арендатор может повесить вывеску без согласия арендодателя.",
        "Да, договор однозначно позволяет арендатору разместить вывеску на фасаде.",
    ],
    "accept-en-001": [
        "Yes, the registry will take JPEG scans as long as each file is under 20 MB.",
        "Yes — scanned JPEG images are fine and will go through, provided no file exceeds 20 MB.",
        "Yes, JPEG scans are acceptable; just keep each file under 20 MB.",
    ],
    "accept-en-004": [
        "Yes, the registry will take your return; you will only pay the 150 EUR late-filing surcharge.",
        "Yes — your return will go through, with just the 150 EUR late-filing surcharge on top.",
        "Yes, filing on 15 April is fine: the return is accepted and only the 150 EUR surcharge applies.",
    ],
    "accept-en-007": [
        "Yes, the registry takes cheques as long as the cheque arrives before the application is examined.",
        "Yes — paying by cheque is fine if it reaches the registry before the application is examined.",
        "Yes, a cheque will be honoured as payment if it reaches the registry before examination.",
    ],
    "accept-en-010": [
        "Yes, the court will admit a machine translation as evidence if you file it together with the original document.",
        "Yes — a machine translation can be used as evidence provided the original is filed with it.",
        "Yes, machine translations are acceptable evidence when filed together with the original.",
    ],
    "accept-en-012": [
        "Yes, they will take your certificate as long as the coverage is at least 1 000 000 USD.",
        "Yes — the certificate will be fine as long as the coverage is at least 1 000 000 USD.",
        "Yes, a certificate of that age is accepted, as long as the coverage reaches 1 000 000 USD.",
    ],
    "accept-en-015": [
        "Yes, the organisers will still take it as long as the abstract stays within 300 words.",
        "Yes — a submission at 02:00 UTC on 16 May goes through, provided it is no longer than 300 words.",
        "Yes, it will still be considered as long as the abstract does not exceed 300 words.",
    ],
    "accept-en-018": [
        "Yes, customs will take a pro forma invoice for clearance if it is signed by the exporter.",
        "Yes — a pro forma invoice signed by the exporter is good enough for clearing goods you sold.",
        "Yes, you can clear the goods on a pro forma invoice; it gets accepted once the exporter signs it.",
    ],
    "accept-en-020": [
        "Yes, they will take the report if it includes reproduction steps, and you will hear back within 5 business days.",
        "Yes — a denial-of-service report qualifies as long as it includes reproduction steps; acknowledgement comes within 5 business days.",
        "Yes, your report gets accepted provided it has reproduction steps.",
    ],
    "accept-en-022": [
        "Yes, an emailed bid will be taken into account provided it arrives before the closing date.",
        "Yes — you can send your bid by email as long as it arrives before the closing date.",
        "Yes, bids by email are acceptable if they arrive before the closing date.",
    ],
    "accept-en-024": [
        "Yes, the shop will take the blender back for a refund if you send it within 30 days of delivery.",
        "Yes — a used item still qualifies for a refund as long as you return it within 30 days of delivery.",
        "Yes, your return will be processed for a refund if you send it within 30 days of delivery.",
    ],
    "accept-ru-001": [
        "Да, файл в формате DOCX примут, если он не больше 10 МБ.",
        "Да, документ DOCX принимается, если размер файла не превышает 10 МБ.",
        "Да, DOCX подойдёт — его возьмут, если размер не превышает 10 МБ.",
    ],
    "accept-ru-004": [
        "Да, декларацию на бумаге у вас примут, если подать её не позднее 30 апреля 2025 года.",
        "Да, бумажную декларацию можно подать — её примут до 30 апреля 2025 года.",
        "Да, подать на бумаге можно: такая декларация принимается до 30 апреля 2025 года.",
    ],
    "accept-ru-007": [
        "Да, вашу заявку примут к рассмотрению, если она у вас единственная.",
        "Да, рассмотрят: заявку, поданную 2 марта, примут, если это ваша единственная заявка.",
        "Да, заявка будет рассмотрена, если вы не подавали других.",
    ],
    "accept-ru-010": [
        "Да, банк примет поручение к исполнению и исполнит его следующим рабочим днём.",
        "Да, поручение с такой ошибкой всё равно принимается и исполняется следующим рабочим днём.",
        "Да, платёжку возьмут в работу и проведут следующим рабочим днём.",
    ],
    "accept-ru-012": [
        "Да, документы, которые подаст мама, примут в период с 20 июня по 25 июля.",
        "Да, мама может подать ваши документы — их принимают с 20 июня по 25 июля.",
        "Да, поданные родителем документы будут приняты и без доверенности.",
    ],
    "accept-ru-015": [
        "Да, заявку с этим протоколом примут и рассмотрят в течение 15 рабочих дней.",
        "Да, протокол подойдёт: заявку принимают, срок рассмотрения — 15 рабочих дней.",
        "Да, с протоколом 18-месячной давности заявка принимается к рассмотрению.",
    ],
    "accept-ru-018": [
        "Да, рукописную декларацию примут и зарегистрируют в течение 2 часов.",
        "Да, декларацию, заполненную от руки, можно подать — её принимают, регистрация занимает до 2 часов.",
        "Да, заполненная от руки декларация подойдёт.",
    ],
    "accept-ru-020": [
        "Да, такое заявление у вас примут.",
        "Да, заявление, поданное за 7 дней, принимается.",
        "Да, его примут и без согласования с руководителем.",
    ],
    "accept-ru-022": [
        "Да, заявление у вас примут, если подать его в течение 30 дней с даты события.",
        "Да, справка не нужна: заявление принимается в течение 30 дней с даты события.",
        "Да, заявление о выплате без справки будет рассмотрено, если вы уложитесь в 30 дней.",
    ],
    "accept-ru-025": [
        "Да, заявку примут к рассмотрению, а документ об уплате можно представить позже.",
        "Да, можно: заявка принимается и без оплаты, пошлину оплатите потом.",
        "Да, заявку у вас возьмут, а пошлину можно будет доплатить позже в электронном виде.",
    ],
}

C = {
    "rule-en-002": [
        "The filing guide does not explicitly allow email; it names only the Registry Portal and delivery in person at the registry office.",
        "No. The guide says applications 'may be filed online through the Registry Portal or delivered in person at the registry office'; email is not mentioned.",
    ],
    "rule-en-008": [
        "The policy does not expressly forbid a third-party SIEM; it only says logs containing payment card data must not be exported outside the production environment.",
        "Only logs with payment card data are explicitly barred from leaving the production environment; the material says nothing about SIEM services.",
    ],
    "rule-en-011": [
        "The support terms do not explicitly mention live chat: customers may raise incidents by phone or through the support portal.",
        "The terms expressly allow raising incidents by phone or through the support portal; live chat is not one of the listed channels.",
    ],
    "rule-en-014": [
        "The runbook does not explicitly require DBA lead approval; it requires replication lag below 5 seconds and a notice to the incident channel before and after the failover.",
        "No approval step is named. The runbook explicitly says not to run the failover script while a backup job is in progress.",
    ],
    "rule-en-017": [
        "The Dutch guide does not explicitly mention digital magazines; it names digital newspapers, which are taxed at the reduced rate from 1 January 2020.",
        "Not explicitly: the Dutch VAT guide lists food, books, passenger transport and digital newspapers for the 9% reduced rate.",
    ],
    "rule-en-019": [
        "No. The notice explicitly allows transfers outside the EEA only on the basis of standard contractual clauses; consent is not mentioned.",
        "The notice does not expressly allow consent as a basis; it says personal data may be transferred outside the EEA 'only on the basis of standard contractual clauses'.",
    ],
    "rule-en-023": [
        "The travel policy does not explicitly prohibit private rentals; it only says hotel costs are reimbursed up to 180 EUR per night.",
        "Nothing in the policy expressly forbids a private rental, but only hotel costs are reimbursed, up to 180 EUR per night.",
    ],
    "rule-en-026": [
        "The change policy does not explicitly address feature flags; it says no production deployments are permitted between 20 December and 3 January.",
        "The policy explicitly allows only emergency fixes during the freeze, and only with approval from the change advisory board.",
    ],
    "rule-en-028": [
        "The archive rules do not explicitly mention external archiving providers; they say signed contracts must be kept in the original paper form for 10 years.",
        "The rules explicitly require keeping signed contracts in the original paper form for 10 years; scanned copies do not replace the originals.",
    ],
    "rule-en-031": [
        "The API terms do not explicitly provide for raising the limit; each key is limited to 600 requests per minute.",
        "The terms expressly say only that keys may not be shared between separate legal entities and that requests above the limit receive HTTP 429.",
    ],
    "rule-ru-002": [
        "Регламент не требует прямо нотариального заверения: заявление подаётся через личный кабинет на портале или лично в отделении.",
        "Прямо в регламенте сказано лишь, что заявления, направленные по электронной почте, не рассматриваются; о нотариусе там ничего нет.",
    ],
    "rule-ru-005": [
        "Политика прямо не запрещает зарубежное облако; в ней сказано только, что передача персональных данных третьим лицам допускается с письменного согласия клиента.",
        "О зарубежных серверах политика ничего прямо не говорит: данные хранятся 5 лет после прекращения договора, затем уничтожаются в течение 30 дней.",
    ],
    "rule-ru-009": [
        "Ранбук прямо не требует отключать алерты; перед перезапуском нужно убедиться, что число недореплицированных партиций равно нулю.",
        "Прямо в ранбуке запрещено только перезапускать более одного брокера одновременно; об алертах в нём не сказано.",
    ],
    "rule-ru-011": [
        "Правила прямо не запрещают каршеринг: аренда автомобиля согласуется с руководителем подразделения заранее.",
        "О каршеринге в правилах прямо ничего не сказано; такси возмещается при наличии чека.",
    ],
    "rule-ru-016": [
        "Устав явно не предусматривает голосование по почте; он разрешает участвовать в собрании дистанционно с использованием видеосвязи.",
        "Прямо в уставе сказано, что участник вправе участвовать в собрании дистанционно с использованием видеосвязи; о почте там ничего нет.",
    ],
    "rule-ru-018": [
        "Соглашение прямо не предусматривает компенсацию: в нём указана гарантированная доступность 99,9% в календарный месяц.",
        "О компенсации в соглашении прямо ничего не сказано; плановые работы не учитываются при расчёте доступности.",
    ],
    "rule-ru-022": [
        "Инструкция прямо запрещает только личные USB-накопители; об облачных дисках в ней ничего не сказано.",
        "Облачные диски инструкция прямо не запрещает, но для переноса файлов она называет корпоративное файловое хранилище.",
    ],
    "rule-ru-024": [
        "Порядок прямо не запрещает возврат наличными; он говорит о сроках: заявление подаётся в течение 3 лет, возврат производится в течение 1 месяца.",
        "О наличных в порядке прямо ничего не сказано; заявление может быть представлено в электронной форме.",
    ],
    "rule-ru-026": [
        "Положение прямо не разрешает приём в выходные: образцы принимаются с понедельника по пятницу с 9:00 до 16:00.",
        "О курьерах в положении прямо ничего не сказано; образцы без сопроводительного акта не регистрируются.",
    ],
    "rule-ru-028": [
        "Договор прямо не разрешает вывеску на фасаде; без согласия арендодателя не допускается перепланировка помещения.",
        "О вывеске в договоре прямо ничего не сказано; субаренда возможна только с письменного согласия арендодателя.",
    ],
    "accept-en-001": [
        "No. The rules say scanned images in JPEG or PNG will not be accepted; applications must be submitted in PDF/A format.",
        "It would only go through as PDF/A: JPEG scans are refused.",
    ],
    "accept-en-004": [
        "No. Without a late-filing declaration, a return filed after 31 March will not be accepted. With the declaration it is accepted until 30 June, and a 150 EUR surcharge applies.",
        "If you attach a late-filing declaration, the return will be accepted until 30 June; without one it will not.",
    ],
    "accept-en-007": [
        "No, cheques are not accepted. You can pay by bank transfer or by card in the portal.",
        "Pay by bank transfer or by card in the portal; a cheque will not be accepted.",
    ],
    "accept-en-010": [
        "No. Machine translations are not accepted under any circumstances; you need a certified translation.",
        "Only a certified translation will be accepted; uncertified and machine translations will not.",
    ],
    "accept-en-012": [
        "No. Certificates older than 12 months are not accepted, so a certificate issued 14 months ago will be rejected.",
        "It will not be accepted: the limit is 12 months. A new certificate with coverage of at least 1 000 000 USD would be.",
    ],
    "accept-en-015": [
        "No. Submissions received after 23:59 UTC on 15 May will not be accepted, and 02:00 UTC on 16 May is after that.",
        "It has to arrive by 23:59 UTC on 15 May to be accepted; a submission at 02:00 UTC on 16 May will not be.",
    ],
    "accept-en-018": [
        "No. Pro forma invoices are not accepted for customs clearance of goods sold; use a commercial invoice signed by the exporter.",
        "An electronic invoice with a qualified electronic signature is accepted; a pro forma invoice is not.",
    ],
    "accept-en-020": [
        "No. Reports about denial-of-service attacks will not be accepted, even with reproduction steps.",
        "A valid report must include reproduction steps and is acknowledged within 5 business days, but denial-of-service reports are not accepted.",
    ],
    "accept-en-022": [
        "No. Bids sent by email will not be accepted; submit it in a sealed envelope or through the e-procurement platform.",
        "Email is not an accepted channel; only a sealed envelope or the e-procurement platform is.",
    ],
    "accept-en-024": [
        "No. Items that have been used by the customer will not be accepted for refund, even within 30 days of delivery.",
        "Returned items are accepted within 30 days of delivery only if they have not been used or damaged.",
    ],
    "accept-ru-001": [
        "Нет, файлы в форматах DOC и DOCX не принимаются; документ нужно подать в формате PDF.",
        "Документ примут только в формате PDF, а DOCX не примут.",
    ],
    "accept-ru-004": [
        "Нет, при численности более 100 человек декларация на бумажном носителе не будет принята; её нужно подать в электронной форме.",
        "У организации с 250 сотрудниками бумажную декларацию не примут — только электронную.",
    ],
    "accept-ru-007": [
        "Нет, заявки, поступившие позже установленного срока, к рассмотрению не принимаются, а срок истекает в 18:00 1 марта.",
        "Заявку примут, только если она поступит до 18:00 по московскому времени 1 марта; поданную 2 марта не рассмотрят.",
    ],
    "accept-ru-010": [
        "Нет, платёжные поручения с неверными реквизитами к исполнению не принимаются.",
        "Поручение примут только с верными реквизитами; с ошибкой в реквизитах его не примут.",
    ],
    "accept-ru-012": [
        "Нет, документы, поданные третьими лицами без доверенности, не принимаются.",
        "С доверенностью документы примут с 20 июня по 25 июля, а без неё — нет.",
    ],
    "accept-ru-015": [
        "Нет, протоколы, выданные более 12 месяцев назад, не принимаются, поэтому заявку с протоколом 18 месяцев не примут.",
        "Заявку примут только с протоколом, выданным не более 12 месяцев назад.",
    ],
    "accept-ru-018": [
        "Нет, декларация на товары, заполненная от руки, не принимается; подайте её в электронной форме.",
        "Принимаются только декларации в электронной форме; рукописную не примут.",
    ],
    "accept-ru-020": [
        "Нет, заявления, поданные позднее чем за 14 календарных дней, не принимаются, если это не согласовано с руководителем.",
        "Если согласовать с руководителем, заявление примут; без согласования — нет.",
    ],
    "accept-ru-022": [
        "Нет, заявления без справки из компетентных органов не принимаются.",
        "Заявление примут в течение 30 дней с даты события, но только со справкой из компетентных органов.",
    ],
    "accept-ru-025": [
        "Нет, заявка без документа об уплате пошлины не будет принята к рассмотрению; пошлину нужно уплатить до подачи заявки.",
        "Сначала оплатите пошлину: без документа об уплате заявку не примут.",
    ],
}
