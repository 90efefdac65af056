<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="31"/>
        <location filename="../../desktop/ui/header/header_part.py" line="82"/>
        <source>About Verbatim</source>
        <translation>Über Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="47"/>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="48"/>
        <source>Store format {number}</source>
        <translation>Speicherformat {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="50"/>
        <source>Local engine: llama-cpp-python {version}</source>
        <translation>Lokale Engine: llama-cpp-python {version}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="60"/>
        <source>A chat client for language models that keeps every word you saw.</source>
        <translation>Ein Chat-Programm für Sprachmodelle, das jedes Wort behält, das Sie gesehen haben.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="63"/>
        <source>Your conversations are stored in:</source>
        <translation>Ihre Unterhaltungen liegen in:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="70"/>
        <location filename="../../desktop/ui/dialogs/about.py" line="71"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="105"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="128"/>
        <source>Attach pictures or text files (or paste or drop them here)</source>
        <translation>Bilder oder Textdateien anhängen (oder hier einfügen oder ablegen)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="144"/>
        <source>Message Verbatim…</source>
        <translation>Nachricht an Verbatim…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="146"/>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="146"/>
        <source>Enter sends, Shift+Enter adds a line, Esc stops</source>
        <translation>Eingabe sendet, Umschalt+Eingabe fügt eine Zeile ein, Esc hält an</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="264"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="264"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="265"/>
        <source>Stop the answer (Esc)</source>
        <translation>Die Antwort anhalten (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="265"/>
        <source>Send the message (Enter)</source>
        <translation>Die Nachricht senden (Eingabe)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="283"/>
        <source>Web search (no provider chosen)</source>
        <translation>Websuche (kein Anbieter gewählt)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="285"/>
        <source>No search provider is chosen yet. Click to choose one in Settings → Web search.</source>
        <translation>Noch ist kein Suchanbieter gewählt. Klicken, um unter Einstellungen → Websuche einen zu wählen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="291"/>
        <source>Web search: on</source>
        <translation>Websuche: an</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="292"/>
        <source>The next question searches the web. Click to send it without search.</source>
        <translation>Die nächste Frage sucht im Web. Klicken, um sie ohne Suche zu senden.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="296"/>
        <source>Web search: off</source>
        <translation>Websuche: aus</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="297"/>
        <source>Click to search the web for the next question.</source>
        <translation>Klicken, um für die nächste Frage im Web zu suchen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="318"/>
        <source>Stop dictating</source>
        <translation>Diktieren beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="318"/>
        <source>Dictate</source>
        <translation>Diktieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="319"/>
        <source>Stop listening; the words stay in the message (Ctrl+Shift+D)</source>
        <translation>Zuhören beenden; die Wörter bleiben in der Nachricht (Strg+Umschalt+D)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="321"/>
        <source>Speak instead of typing, recognised on this computer (Ctrl+Shift+D)</source>
        <translation>Sprechen statt tippen, erkannt auf diesem Computer (Strg+Umschalt+D)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="338"/>
        <source>Stop hands-free conversation</source>
        <translation>Freihändiges Gespräch beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="339"/>
        <source>Stop listening; what was said stays in the message</source>
        <translation>Nicht mehr zuhören; das Gesagte bleibt in der Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="342"/>
        <source>Speak, and a pause sends; each answer is read aloud, and speaking again interrupts it. Best with headphones</source>
        <translation>Sprechen Sie, eine Pause sendet; jede Antwort wird vorgelesen, und erneutes Sprechen unterbricht sie. Am besten mit Kopfhörern</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="357"/>
        <source>Editing an earlier message: Enter sends it as a new version, Esc cancels.</source>
        <translation>Sie bearbeiten eine frühere Nachricht: Eingabe sendet sie als neue Version, Esc bricht ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/confirm.py" line="44"/>
        <location filename="../../desktop/ui/dialogs/confirm.py" line="47"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="94"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="226"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="52"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="55"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="49"/>
        <source>Pinned</source>
        <translation>Angeheftet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="50"/>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="51"/>
        <source>Yesterday</source>
        <translation>Gestern</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="52"/>
        <source>Previous 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="53"/>
        <source>Previous 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="54"/>
        <source>Projects</source>
        <translation>Projekte</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="213"/>
        <source>Project {name}, %n conversation(s)</source>
        <translation>
            <numerusform>Projekt {name}, %n Unterhaltung</numerusform>
            <numerusform>Projekt {name}, %n Unterhaltungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/design.py" line="58"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="23"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="120"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="121"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="65"/>
        <location filename="../../desktop/ui/transcript/full_text.py" line="66"/>
        <source>The whole message</source>
        <translation>Die ganze Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="71"/>
        <source>{count} characters. Lines longer than {limit} characters are shown broken (⏎); Copy all copies the message exactly.</source>
        <translation>{count} Zeichen. Zeilen mit mehr als {limit} Zeichen werden umbrochen gezeigt (⏎); „Alles kopieren“ kopiert die Nachricht genau.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="82"/>
        <source>Message text</source>
        <translation>Text der Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="85"/>
        <location filename="../../desktop/ui/transcript/full_text.py" line="86"/>
        <source>Copy all</source>
        <translation>Alles kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="86"/>
        <source>Copy the whole message</source>
        <translation>Die ganze Nachricht kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="87"/>
        <location filename="../../desktop/ui/window_setup.py" line="109"/>
        <source>Verbatim — Demo</source>
        <translation>Verbatim — Demo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="61"/>
        <location filename="../../desktop/ui/shortcuts.py" line="45"/>
        <source>Show or hide the sidebar</source>
        <translation>Seitenleiste zeigen oder verbergen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="61"/>
        <source>Show or hide the sidebar (Ctrl+B)</source>
        <translation>Seitenleiste zeigen oder verbergen (Strg+B)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="63"/>
        <location filename="../../desktop/ui/header/header_part.py" line="117"/>
        <location filename="../../desktop/ui/shortcuts.py" line="32"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="128"/>
        <location filename="../../desktop/ui/titles.py" line="17"/>
        <source>New conversation</source>
        <translation>Neue Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="64"/>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="65"/>
        <source>Answers come from a built-in script, not a real model.</source>
        <translation>Die Antworten kommen aus einem eingebauten Skript, nicht von einem echten Modell.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="74"/>
        <source>System prompt, model, temperature and reasoning for this conversation</source>
        <translation>Systemanweisung, Modell, Temperatur und Überlegen für diese Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="106"/>
        <location filename="../../desktop/ui/header/header_part.py" line="76"/>
        <location filename="../../desktop/ui/header/header_part.py" line="171"/>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="79"/>
        <location filename="../../desktop/ui/shortcuts.py" line="49"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="79"/>
        <source>Providers, keys, answers and look (Ctrl+,)</source>
        <translation>Anbieter, Schlüssel, Antworten und Aussehen (Strg+,)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="82"/>
        <source>Version and where your data is kept</source>
        <translation>Version und wo Ihre Daten liegen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/window_events.py" line="80"/>
        <source>Saved: everything you saw is on disk now.</source>
        <translation>Gespeichert: alles, was Sie gesehen haben, ist jetzt auf der Festplatte.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/tasks.py" line="57"/>
        <source>Something went wrong: {error}</source>
        <translation>Etwas ist schiefgegangen: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="180"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="115"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="116"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <location filename="../../desktop/session/conversations.py" line="46"/>
        <source>This conversation was deleted on another device. What you were writing is still in the message box: copy it before you open another conversation.</source>
        <translation>Diese Unterhaltung wurde auf einem anderen Gerät gelöscht. Was Sie geschrieben haben, steht noch im Nachrichtenfeld: Kopieren Sie es, bevor Sie eine andere Unterhaltung öffnen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/conversations.py" line="188"/>
        <source>This conversation was deleted on another device ({when}). It was kept because it holds %n message(s) that device never saw.</source>
        <translation>
            <numerusform>Diese Unterhaltung wurde auf einem anderen Gerät gelöscht ({when}). Sie wurde behalten, weil sie %n Nachricht enthält, die jenes Gerät nie gesehen hat.</numerusform>
            <numerusform>Diese Unterhaltung wurde auf einem anderen Gerät gelöscht ({when}). Sie wurde behalten, weil sie %n Nachrichten enthält, die jenes Gerät nie gesehen hat.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/conversations.py" line="200"/>
        <source>Delete it here too</source>
        <translation>Auch hier löschen</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="193"/>
        <source>Choose a search provider in Settings → Web search first, or turn the globe off to send without search.</source>
        <translation>Wählen Sie zuerst unter Einstellungen → Websuche einen Suchanbieter, oder schalten Sie den Globus aus, um ohne Suche zu senden.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/conversations.py" line="363"/>
        <source>Wait for the answer to finish, or press Stop, before switching versions.</source>
        <translation>Warten Sie, bis die Antwort fertig ist, oder drücken Sie Anhalten, bevor Sie die Version wechseln.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/window_look.py" line="63"/>
        <source>Text size {percent} %</source>
        <translation>Textgröße {percent} %</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="20"/>
        <source>Previous version</source>
        <translation>Vorige Version</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="21"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="22"/>
        <source>Next version</source>
        <translation>Nächste Version</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="24"/>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="213"/>
        <source>Read aloud</source>
        <translation>Vorlesen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="25"/>
        <source>Edit as a new version</source>
        <translation>Als neue Version bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="26"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="27"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="28"/>
        <source>Regenerate</source>
        <translation>Neu schreiben</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="156"/>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>Die Überlegungen des Modells zeigen oder verbergen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="174"/>
        <source>Your message</source>
        <translation>Ihre Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="174"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="179"/>
        <source>Show all as plain text</source>
        <translation>Alles als reinen Text zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="180"/>
        <source>Show the whole message as plain text</source>
        <translation>Die ganze Nachricht als reinen Text zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="249"/>
        <source>↳ continued</source>
        <translation>↳ fortgesetzt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_parts.py" line="56"/>
        <location filename="../../desktop/ui/transcript/message_view.py" line="251"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="251"/>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/transcript/message_view.py" line="266"/>
        <source>The conversation was longer than this model reads: Verbatim left out the %n oldest message(s) after your first one (the system prompt and your first message are always sent).</source>
        <translation>
            <numerusform>Die Unterhaltung war länger, als dieses Modell lesen kann: Verbatim hat die älteste Nachricht nach Ihrer ersten weggelassen (die Systemanweisung und Ihre erste Nachricht werden immer gesendet).</numerusform>
            <numerusform>Die Unterhaltung war länger, als dieses Modell lesen kann: Verbatim hat die %n ältesten Nachrichten nach Ihrer ersten weggelassen (die Systemanweisung und Ihre erste Nachricht werden immer gesendet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/transcript/answer_details.py" line="18"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Token</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/transcript/answer_details.py" line="21"/>
        <source>%n token(s)/s</source>
        <translation>
            <numerusform>%n Token/s</numerusform>
            <numerusform>%n Token/s</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="300"/>
        <source>Showing part of this message ({count} characters).</source>
        <translation>Ein Teil dieser Nachricht wird gezeigt ({count} Zeichen).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="340"/>
        <source>Hide reasoning</source>
        <translation>Überlegungen verbergen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="340"/>
        <source>Show reasoning</source>
        <translation>Überlegungen zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="394"/>
        <source>{doing} {seconds} s</source>
        <translation>{doing} {seconds} s</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="396"/>
        <source>Writing… {seconds} s</source>
        <translation>Schreibt… {seconds} s</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="400"/>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="403"/>
        <source>Cut off: length limit</source>
        <translation>Abgeschnitten: Längengrenze</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="406"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="74"/>
        <location filename="../../desktop/ui/header/header_part.py" line="73"/>
        <location filename="../../desktop/ui/header/header_part.py" line="158"/>
        <source>Conversation setup</source>
        <translation>Einrichtung der Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="81"/>
        <source>How this conversation is answered. New conversations start from the defaults in Settings.</source>
        <translation>Wie in dieser Unterhaltung geantwortet wird. Neue Unterhaltungen beginnen mit den Vorgaben aus den Einstellungen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="90"/>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="90"/>
        <source>Fill the fields from a saved preset</source>
        <translation>Die Felder aus einer gespeicherten Vorlage füllen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="92"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="93"/>
        <source>Delete preset</source>
        <translation>Vorlage löschen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="93"/>
        <source>Delete the chosen preset</source>
        <translation>Die gewählte Vorlage löschen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="106"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="107"/>
        <location filename="../../desktop/ui/header/model_picker.py" line="36"/>
        <location filename="../../desktop/ui/transcript/message_parts.py" line="56"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="144"/>
        <source>As much as free memory holds</source>
        <translation>So viel, wie der freie Speicher fasst</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="147"/>
        <source>How many tokens this model reads at most. Left as it is, Verbatim starts the model with as many as this computer&apos;s free memory holds.</source>
        <translation>Wie viele Token dieses Modell höchstens liest. Bleibt der Wert so, startet Verbatim das Modell mit so vielen, wie der freie Speicher dieses Computers fasst.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="152"/>
        <source>As the server says</source>
        <translation>Wie der Server angibt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="155"/>
        <source>How many tokens this model reads at most. A model on this computer, or on Ollama, is run with it. Elsewhere, set it when the server does not say, or says more than it was started with.</source>
        <translation>Wie viele Token dieses Modell höchstens liest. Ein Modell auf diesem Computer oder in Ollama wird damit gestartet. Sonst legen Sie es fest, wenn der Server es nicht angibt oder mehr angibt, als er geladen hat.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="106"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="112"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="113"/>
        <source>Context length (tokens)</source>
        <translation>Kontextlänge (Token)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="116"/>
        <source>Instructions for this conversation</source>
        <translation>Anweisungen für diese Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="121"/>
        <source>Preset name, for example Coder</source>
        <translation>Name der Vorlage, zum Beispiel Programmierer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="122"/>
        <source>Preset name</source>
        <translation>Name der Vorlage</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="124"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="125"/>
        <source>Save as preset</source>
        <translation>Als Vorlage speichern</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="125"/>
        <source>Keep these fields under the name</source>
        <translation>Diese Felder unter dem Namen behalten</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="164"/>
        <source>No preset</source>
        <translation>Keine Vorlage</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/model_picker.py" line="36"/>
        <source>The model that answers in this conversation</source>
        <translation>Das Modell, das in dieser Unterhaltung antwortet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/model_picker.py" line="63"/>
        <location filename="../../desktop/ui/header/model_picker.py" line="77"/>
        <source>No model yet</source>
        <translation>Noch kein Modell</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/model_picker.py" line="65"/>
        <source>Models on this computer…</source>
        <translation>Modelle auf diesem Computer…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/notify.py" line="44"/>
        <location filename="../../desktop/ui/update_line.py" line="48"/>
        <source>Dismiss this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/notify.py" line="69"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/notify.py" line="92"/>
        <source>Verbatim could not use %n setting(s) from its settings file and uses the defaults instead: {settings}. The file stays as it is until you change a setting.</source>
        <translation>
            <numerusform>Verbatim konnte %n Einstellung aus seiner Einstellungsdatei nicht verwenden und nimmt stattdessen die Vorgabe: {settings}. Die Datei bleibt, wie sie ist, bis Sie eine Einstellung ändern.</numerusform>
            <numerusform>Verbatim konnte %n Einstellungen aus seiner Einstellungsdatei nicht verwenden und nimmt stattdessen die Vorgaben: {settings}. Die Datei bleibt, wie sie ist, bis Sie eine Einstellung ändern.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="87"/>
        <source>Verbatim settings</source>
        <translation>Verbatim-Einstellungen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="99"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="100"/>
        <source>Settings pages</source>
        <translation>Seiten der Einstellungen</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="92"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="101"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="185"/>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="102"/>
        <source>Answers and look</source>
        <translation>Antworten und Aussehen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="108"/>
        <source>Sync</source>
        <translation>Abgleich</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="130"/>
        <source>No providers yet. Press Add to set one up.</source>
        <translation>Noch keine Anbieter. Mit Hinzufügen richten Sie einen ein.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="132"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="54"/>
        <source>✓ Fits</source>
        <translation>✓ Passt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="55"/>
        <source>◐ May be slow</source>
        <translation>◐ Womöglich langsam</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="56"/>
        <source>✕ Won&apos;t fit</source>
        <translation>✕ Passt nicht</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="62"/>
        <source>{fit} · Recommended</source>
        <translation>{fit} · Empfohlen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="68"/>
        <source>Downloading {name}: {percent} % of {size}</source>
        <translation>{name} wird geladen: {percent} % von {size}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="72"/>
        <source>Downloading {name}: {percent} % of {size}, {speed}/s, {left} left</source>
        <translation>{name} wird geladen: {percent} % von {size}, {speed}/s, noch {left}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="99"/>
        <source>A model&apos;s name, such as Qwen2.5, Llama 3.2 or SmolLM2</source>
        <translation>Name eines Modells, etwa Qwen2.5, Llama 3.2 oder SmolLM2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="100"/>
        <source>Search models on Hugging Face</source>
        <translation>Modelle auf Hugging Face suchen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="108"/>
        <source>Search Hugging Face for a model by its name.</source>
        <translation>Suchen Sie auf Hugging Face nach einem Modell über seinen Namen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="110"/>
        <source>Models found on Hugging Face</source>
        <translation>Auf Hugging Face gefundene Modelle</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="123"/>
        <source>The files of the chosen model</source>
        <translation>Die Dateien des gewählten Modells</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="133"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="107"/>
        <source>Cancel download</source>
        <translation>Download abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="141"/>
        <source>Download the selected file</source>
        <translation>Die gewählte Datei laden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="162"/>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/local_models/model_download.py" line="172"/>
        <source>{repo} — %n download(s)</source>
        <translation>
            <numerusform>{repo} — %n Download</numerusform>
            <numerusform>{repo} — %n Downloads</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="177"/>
        <source>No GGUF models on Hugging Face match “{words}”.</source>
        <translation>Keine GGUF-Modelle auf Hugging Face passen zu „{words}“.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="192"/>
        <source>Reading what {repo} offers…</source>
        <translation>Lese, was {repo} anbietet…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="223"/>
        <source>None of these fits this computer&apos;s free memory well.</source>
        <translation>Keine davon passt gut in den freien Speicher dieses Computers.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="247"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="131"/>
        <source>Starting the download of {name}…</source>
        <translation>Download von {name} beginnt…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="251"/>
        <source>The download was cancelled; nothing of it was kept.</source>
        <translation>Der Download wurde abgebrochen; nichts davon wurde behalten.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="275"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="171"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="56"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="76"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="83"/>
        <source>Models on this computer</source>
        <translation>Modelle auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="264"/>
        <source>Prepare the engine (about {minutes} minutes)</source>
        <translation>Engine vorbereiten (etwa {minutes} Minuten)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="267"/>
        <source>Build the engine that runs models here</source>
        <translation>Die Engine bauen, die hier Modelle ausführt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="202"/>
        <location filename="../../desktop/ui/local_models/model_download.py" line="137"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="73"/>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>Fit</source>
        <translation>Eignung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="201"/>
        <source>Your models</source>
        <translation>Ihre Modelle</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="128"/>
        <source>No models yet. Download one, add a GGUF model file you have, or take one from another app below.</source>
        <translation>Noch keine Modelle. Laden Sie eines herunter, fügen Sie eine vorhandene GGUF-Datei hinzu oder übernehmen Sie unten eines aus einer anderen App.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="137"/>
        <source>Download it</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="140"/>
        <source>Download the recommended model</source>
        <translation>Das empfohlene Modell herunterladen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="151"/>
        <source>I already have a model file…</source>
        <translation>Ich habe schon eine Modelldatei…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="152"/>
        <source>Copy it into Verbatim&apos;s folder</source>
        <translation>In den Ordner von Verbatim kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="134"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="153"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="103"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="138"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="154"/>
        <source>Use this model</source>
        <translation>Dieses Modell verwenden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="157"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="380"/>
        <source>Add a model file</source>
        <translation>Eine Modelldatei hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="158"/>
        <source>Remove the selected model</source>
        <translation>Das gewählte Modell entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="159"/>
        <source>Use the selected model</source>
        <translation>Das gewählte Modell verwenden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="180"/>
        <source>Found in other apps (used where they are)</source>
        <translation>In anderen Apps gefunden (bleiben, wo sie sind)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="181"/>
        <source>No models from LM Studio, Jan or Ollama were found.</source>
        <translation>Keine Modelle von LM Studio, Jan oder Ollama gefunden.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="186"/>
        <source>Models found in other apps</source>
        <translation>In anderen Apps gefundene Modelle</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="189"/>
        <source>Add from that app</source>
        <translation>Aus jener App hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="206"/>
        <source>Speech</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="214"/>
        <source>Models here run on this computer; nothing you write leaves it.</source>
        <translation>Modelle hier laufen auf diesem Computer; nichts, was Sie schreiben, verlässt ihn.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="219"/>
        <source>This installation has no engine to run models yet. A model server such as Ollama or LM Studio works meanwhile (Settings → Providers).</source>
        <translation>Diese Installation hat noch keine Engine, um Modelle auszuführen. Ein Modellserver wie Ollama oder LM Studio funktioniert so lange (Einstellungen → Anbieter).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="228"/>
        <source>The engine that runs models here is not prepared yet: it is built once on this computer. You can add models meanwhile.</source>
        <translation>Die Engine, die hier Modelle ausführt, ist noch nicht vorbereitet: Sie wird einmal auf diesem Computer gebaut. Modelle können Sie schon hinzufügen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="290"/>
        <source>Preparing the engine…</source>
        <translation>Die Engine wird vorbereitet…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="290"/>
        <source>The engine is being prepared…</source>
        <translation>Die Engine wird gerade vorbereitet…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="297"/>
        <source>Preparing the engine: {percent} %</source>
        <translation>Engine wird vorbereitet: {percent} %</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="302"/>
        <source>Preparing the engine: {percent} %, about {minutes} min left</source>
        <translation>Engine wird vorbereitet: {percent} %, noch etwa {minutes} Min.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="314"/>
        <source>The engine is ready.</source>
        <translation>Die Engine ist bereit.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="319"/>
        <source>Looking for a model that suits this computer…</source>
        <translation>Suche ein Modell, das zu diesem Computer passt…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="327"/>
        <source>Downloading a model needs the internet: {why}</source>
        <translation>Zum Herunterladen eines Modells braucht es das Internet: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="335"/>
        <source>This computer has too little free memory for the model Verbatim suggests.</source>
        <translation>Dieser Computer hat zu wenig freien Speicher für das Modell, das Verbatim vorschlägt.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="340"/>
        <location filename="../../desktop/ui/local_models/model_download.py" line="218"/>
        <source>Recommended for this computer: {file}, a {size} download.</source>
        <translation>Empfohlen für diesen Computer: {file}, ein Download von {size}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="362"/>
        <location filename="../../desktop/ui/local_models/model_download.py" line="261"/>
        <source>Downloaded {name}.</source>
        <translation>{name} wurde heruntergeladen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="382"/>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF-Modelle (*.gguf)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="390"/>
        <source>Copying {name}…</source>
        <translation>{name} wird kopiert…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="396"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="410"/>
        <source>Added {name}.</source>
        <translation>{name} hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="424"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="274"/>
        <source>Removed {name}; its copy was deleted.</source>
        <translation>{name} entfernt; die Kopie wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="426"/>
        <source>Removed {name}; the file itself was left where it is.</source>
        <translation>{name} entfernt; die Datei selbst blieb, wo sie ist.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="441"/>
        <source>Use a model that won&apos;t fit?</source>
        <translation>Ein Modell verwenden, das nicht passt?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="443"/>
        <source>{name} needs about {memory}, more than this computer has free. It may fail to load, or make the computer very slow. Use it anyway?</source>
        <translation>{name} braucht etwa {memory}, mehr als dieser Computer frei hat. Es lädt womöglich nicht oder macht den Computer sehr langsam. Trotzdem verwenden?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="450"/>
        <source>Use it anyway</source>
        <translation>Trotzdem verwenden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="54"/>
        <source>OpenAI or compatible</source>
        <translation>OpenAI oder kompatibel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="60"/>
        <source>An Ollama server, on this computer or another.</source>
        <translation>Ein Ollama-Server, auf diesem oder einem anderen Computer.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="62"/>
        <source>OpenAI, LM Studio, llama.cpp, vLLM and other servers that speak OpenAI&apos;s API.</source>
        <translation>OpenAI, LM Studio, llama.cpp, vLLM und andere Server, die die API von OpenAI sprechen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="64"/>
        <source>Claude models, through Anthropic&apos;s API.</source>
        <translation>Claude-Modelle über die API von Anthropic.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="65"/>
        <source>Models Verbatim runs itself, on this computer.</source>
        <translation>Modelle, die Verbatim selbst auf diesem Computer ausführt.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="153"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="71"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="65"/>
        <source>kept in the system keyring, never in a file</source>
        <translation>im Schlüsselbund des Systems, nie in einer Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="167"/>
        <source>e.g. {examples}</source>
        <translation>z. B. {examples}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="170"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="87"/>
        <source>Test connection</source>
        <translation>Verbindung prüfen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="251"/>
        <source>New releases:</source>
        <translation>Neue Versionen:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="260"/>
        <source>Once a day Verbatim reads the list of its releases and says when there is a newer one. It downloads and installs nothing itself.</source>
        <translation>Einmal am Tag liest Verbatim die Liste seiner Versionen und sagt Bescheid, wenn es eine neuere gibt. Es lädt selbst nichts herunter und installiert nichts.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="264"/>
        <source>This copy of Verbatim was built without a list of releases to read.</source>
        <translation>Diese Kopie von Verbatim wurde ohne eine Liste von Versionen zum Lesen gebaut.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="277"/>
        <source>Sentence by sentence, by a voice on this computer. Esc stops the voice.</source>
        <translation>Satz für Satz, von einer Stimme auf diesem Computer. Esc beendet die Stimme.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="279"/>
        <source>Voice:</source>
        <translation>Stimme:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="58"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="135"/>
        <source>New project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="58"/>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="68"/>
        <source>A name, such as “Thesis” or “Kitchen renovation”</source>
        <translation>Ein Name, etwa „Abschlussarbeit“ oder „Küchenumbau“</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="175"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="76"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="69"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="70"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="72"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="84"/>
        <source>Instructions</source>
        <translation>Anweisungen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="75"/>
        <source>Every conversation in this project starts with these.</source>
        <translation>Jede Unterhaltung in diesem Projekt beginnt mit diesen Anweisungen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="80"/>
        <source>For example: Answer briefly, in plain English, and cite the chapter.</source>
        <translation>Zum Beispiel: Kurz antworten, in einfachem Deutsch, und das Kapitel nennen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="109"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="118"/>
        <source>New conversations here start with</source>
        <translation>Neue Unterhaltungen hier beginnen mit</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="111"/>
        <source>The default setup</source>
        <translation>der Standard-Einrichtung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="124"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="132"/>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="127"/>
        <source>Every conversation in this project may read these.</source>
        <translation>Jede Unterhaltung in diesem Projekt darf diese Dateien lesen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="135"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="136"/>
        <source>Add files…</source>
        <translation>Dateien hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="136"/>
        <source>PDF, Word, PowerPoint, Excel and more</source>
        <translation>PDF, Word, PowerPoint, Excel und mehr</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="139"/>
        <source>Remove the chosen file from the project</source>
        <translation>Die gewählte Datei aus dem Projekt entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="95"/>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="95"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="203"/>
        <source>Delete this project?</source>
        <translation>Dieses Projekt löschen?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="212"/>
        <source>“{name}” keeps %n conversation(s). Its instructions and files go with it; choose what becomes of the conversations.</source>
        <translation>
            <numerusform>„{name}“ enthält %n Unterhaltung. Die Anweisungen und Dateien des Projekts werden mitgelöscht; wählen Sie, was mit der Unterhaltung geschieht.</numerusform>
            <numerusform>„{name}“ enthält %n Unterhaltungen. Die Anweisungen und Dateien des Projekts werden mitgelöscht; wählen Sie, was mit den Unterhaltungen geschieht.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="227"/>
        <source>Delete the project, keep the conversations</source>
        <translation>Projekt löschen, Unterhaltungen behalten</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="228"/>
        <source>Delete it and its conversations</source>
        <translation>Samt Unterhaltungen löschen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="176"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="178"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="179"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="66"/>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="96"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="165"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="180"/>
        <source>Default model</source>
        <translation>Standardmodell</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="185"/>
        <source>The model providers Verbatim knows</source>
        <translation>Die Modellanbieter, die Verbatim kennt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="195"/>
        <source>New conversations start with:</source>
        <translation>Neue Unterhaltungen beginnen mit:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="196"/>
        <source>Instructions every new conversation starts with</source>
        <translation>Anweisungen, mit denen jede neue Unterhaltung beginnt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="199"/>
        <source>Whole, when they fit the model</source>
        <translation>Vollständig, wenn sie ins Modell passen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="200"/>
        <source>Only the parts relevant to the question</source>
        <translation>Nur die für die Frage relevanten Teile</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="135"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="202"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="205"/>
        <source>Send documents</source>
        <translation>Dokumente senden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="207"/>
        <source>A document too long for the model is always sent as its most relevant parts, and the answer shows which pages it used.</source>
        <translation>Ein Dokument, das für das Modell zu lang ist, wird immer in seinen relevantesten Teilen gesendet, und die Antwort zeigt, welche Seiten sie verwendet hat.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="211"/>
        <source>Look:</source>
        <translation>Aussehen:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="214"/>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="215"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="216"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="226"/>
        <source>Ctrl+= and Ctrl+- change it from the window</source>
        <translation>Strg+= und Strg+- ändern sie im Fenster</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="228"/>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="235"/>
        <source>Verbatim shows the new language when it starts again.</source>
        <translation>Verbatim zeigt die neue Sprache beim nächsten Start.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="19"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="34"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="52"/>
        <source>Model default</source>
        <translation>Vorgabe des Modells</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="20"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="52"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="21"/>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="22"/>
        <source>Low</source>
        <translation>Wenig</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="23"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="24"/>
        <source>High</source>
        <translation>Viel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="46"/>
        <source>Lower is more focused, higher more varied</source>
        <translation>Niedriger ist gezielter, höher abwechslungsreicher</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="48"/>
        <source>Only the most likely words that add up to this share</source>
        <translation>Nur die wahrscheinlichsten Wörter, die zusammen diesen Anteil ergeben</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="58"/>
        <source>How much the model thinks first, where it can be told (Ollama, Anthropic, OpenAI-compatible reasoning models)</source>
        <translation>Wie viel das Modell zuerst überlegt, wo man es ihm sagen kann (Ollama, Anthropic, OpenAI-kompatible Denkmodelle)</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="97"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="63"/>
        <source>System prompt</source>
        <translation>Systemanweisung</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="98"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="64"/>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="100"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="65"/>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="103"/>
        <source>Presets</source>
        <translation>Voreinstellungen</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="110"/>
        <source>Daily backups kept</source>
        <translation>Aufbewahrte tägliche Sicherungen</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="111"/>
        <source>Weekly backups kept</source>
        <translation>Aufbewahrte wöchentliche Sicherungen</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="117"/>
        <source>Window size and place</source>
        <translation>Fenstergröße und -position</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="118"/>
        <source>The conversation open last</source>
        <translation>Das zuletzt geöffnete Gespräch</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="120"/>
        <source>Where each conversation was scrolled to</source>
        <translation>Wohin jedes Gespräch gescrollt war</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="124"/>
        <source>The folders used last</source>
        <translation>Die zuletzt verwendeten Ordner</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="144"/>
        <source>Minutes before a model here is stopped</source>
        <translation>Minuten, bis ein Modell auf diesem Computer beendet wird</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="150"/>
        <source>Graphics card for models here</source>
        <translation>Grafikkarte für Modelle hier</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="151"/>
        <source>Layers on the graphics card</source>
        <translation>Schichten auf der Grafikkarte</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="153"/>
        <source>Timeouts</source>
        <translation>Zeitlimits</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="156"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="253"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="258"/>
        <source>Tell me when a new Verbatim is out</source>
        <translation>Mir sagen, wenn ein neues Verbatim erscheint</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="158"/>
        <source>When Verbatim last looked for a new release</source>
        <translation>Wann Verbatim zuletzt nach einer neuen Version gesehen hat</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="160"/>
        <source>The newest release seen</source>
        <translation>Die neueste gesehene Version</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="161"/>
        <source>The release whose notice was closed</source>
        <translation>Die Version, deren Hinweis geschlossen wurde</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="166"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="110"/>
        <source>Web search</source>
        <translation>Websuche</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="167"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="66"/>
        <source>SearXNG address</source>
        <translation>SearXNG-Adresse</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="168"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="71"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="75"/>
        <source>Search the web for new questions</source>
        <translation>Bei neuen Fragen im Web suchen</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="169"/>
        <source>Where web search was said to send questions</source>
        <translation>Wohin die Websuche Fragen laut Hinweis sendet</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="171"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="272"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="276"/>
        <source>Read each answer aloud as it arrives</source>
        <translation>Jede Antwort vorlesen, sobald sie eintrifft</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="174"/>
        <location filename="../../desktop/ui/composer/composer_view.py" line="338"/>
        <source>Hands-free conversation</source>
        <translation>Freihändiges Gespräch</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="283"/>
        <location filename="../../desktop/session/settings.py" line="286"/>
        <source>{value} is not one of: {choices}</source>
        <translation>{value} gehört nicht zu: {choices}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="300"/>
        <source>{value} is not between {low} and {high}</source>
        <translation>{value} liegt nicht zwischen {low} und {high}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="302"/>
        <source>{value} is not more than {low}</source>
        <translation>{value} ist nicht größer als {low}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="304"/>
        <source>{value} is less than {low}</source>
        <translation>{value} ist kleiner als {low}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="311"/>
        <source>{value} is not a number</source>
        <translation>{value} ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="313"/>
        <source>{value} is not a whole number</source>
        <translation>{value} ist keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="315"/>
        <source>{value} is not yes or no</source>
        <translation>{value} ist weder ja noch nein</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="317"/>
        <source>{value} is empty or too long</source>
        <translation>{value} ist leer oder zu lang</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="319"/>
        <source>{value} is not text</source>
        <translation>{value} ist kein Text</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="321"/>
        <source>{value} is not a list</source>
        <translation>{value} ist keine Liste</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="322"/>
        <source>{value} is not a set of names and values</source>
        <translation>{value} ist keine Sammlung von Namen und Werten</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="346"/>
        <location filename="../../desktop/session/settings.py" line="365"/>
        <source>“{entry}” is left out: {reason}</source>
        <translation>„{entry}“ wird weggelassen: {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="367"/>
        <source>in “{entry}”, {reason}</source>
        <translation>in „{entry}“: {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="386"/>
        <source>its {field}: {reason}</source>
        <translation>sein Feld {field}: {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="421"/>
        <source>it holds no settings, only {value}</source>
        <translation>sie enthält keine Einstellungen, nur {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="99"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="66"/>
        <source>Max answer length (tokens)</source>
        <translation>Höchste Antwortlänge (Token)</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="101"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="67"/>
        <source>Reasoning</source>
        <translation>Überlegen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="98"/>
        <source>System prompt: {text}</source>
        <translation>Systemanweisung: {text}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="101"/>
        <source>Temperature {value}</source>
        <translation>Temperatur {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="103"/>
        <source>Top-p {value}</source>
        <translation>Top-p {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="105"/>
        <source>At most {value} tokens</source>
        <translation>Höchstens {value} Token</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="107"/>
        <source>Reasoning: {level}</source>
        <translation>Überlegen: {level}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="112"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="243"/>
        <source>Theme</source>
        <translation>Erscheinungsbild</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="113"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="244"/>
        <source>Text size</source>
        <translation>Textgröße</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="116"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="245"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="95"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="350"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="411"/>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="369"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="372"/>
        <source>Provider {number}</source>
        <translation>Anbieter {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="418"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="127"/>
        <source>Testing…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="425"/>
        <source>✓ Connected. Models: {models}</source>
        <translation>✓ Verbunden. Modelle: {models}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="425"/>
        <source>none listed</source>
        <translation>keine aufgeführt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="33"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="155"/>
        <source>Search all conversations</source>
        <translation>Alle Unterhaltungen durchsuchen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="34"/>
        <source>Stop the answer being written</source>
        <translation>Die Antwort anhalten, die gerade geschrieben wird</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="35"/>
        <source>Dictate: start or stop listening</source>
        <translation>Diktieren: Zuhören starten oder beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="36"/>
        <source>Copy the last answer</source>
        <translation>Die letzte Antwort kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="38"/>
        <source>Show the previous version of the last answer</source>
        <translation>Die vorige Version der letzten Antwort zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="40"/>
        <source>Show the next version of the last answer</source>
        <translation>Die nächste Version der letzten Antwort zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="41"/>
        <source>Retry or regenerate the last answer</source>
        <translation>Die letzte Antwort erneut versuchen oder neu schreiben</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="43"/>
        <source>Continue a stopped or cut-off answer</source>
        <translation>Eine angehaltene oder abgeschnittene Antwort fortsetzen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="46"/>
        <source>Larger text</source>
        <translation>Größerer Text</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="47"/>
        <source>Smaller text</source>
        <translation>Kleinerer Text</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="48"/>
        <source>Text at its usual size</source>
        <translation>Text in normaler Größe</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="50"/>
        <source>This list of shortcuts</source>
        <translation>Diese Liste der Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="51"/>
        <source>Quit (a running answer is kept as Stopped)</source>
        <translation>Beenden (eine laufende Antwort bleibt als „Angehalten“ erhalten)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="54"/>
        <source>Send the message</source>
        <translation>Die Nachricht senden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="55"/>
        <source>New line in the message</source>
        <translation>Neue Zeile in der Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="62"/>
        <source>Back from the message box to a tool&apos;s question</source>
        <translation>Vom Nachrichtenfeld zurück zur Frage eines Werkzeugs</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="63"/>
        <source>In a tool&apos;s question: allow the tool once</source>
        <translation>In der Frage eines Werkzeugs: das Werkzeug einmal erlauben</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="64"/>
        <source>In a tool&apos;s question: press the answer that has the focus</source>
        <translation>In der Frage eines Werkzeugs: die Antwort drücken, die den Fokus hat</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="89"/>
        <location filename="../../desktop/ui/shortcuts.py" line="90"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="94"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="104"/>
        <source>Close the list of shortcuts</source>
        <translation>Die Liste der Tastenkürzel schließen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="128"/>
        <source>New conversation (Ctrl+N)</source>
        <translation>Neue Unterhaltung (Strg+N)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="102"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="148"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="150"/>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="136"/>
        <source>New project: conversations kept together, with instructions and files</source>
        <translation>Neues Projekt: Unterhaltungen beisammen, mit Anweisungen und Dateien</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="155"/>
        <source>Search all conversations (Ctrl+K)</source>
        <translation>Alle Unterhaltungen durchsuchen (Strg+K)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="193"/>
        <source>Conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="194"/>
        <source>Click ⋯ or right-click a conversation to rename, pin or delete it</source>
        <translation>Klicken Sie auf ⋯ oder mit der rechten Maustaste auf eine Unterhaltung, um sie umzubenennen, anzuheften oder zu löschen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="209"/>
        <source>Search results</source>
        <translation>Suchergebnisse</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="209"/>
        <source>Click a result to open it at the match</source>
        <translation>Klicken Sie auf ein Ergebnis, um es an der Fundstelle zu öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="210"/>
        <source>No messages match.</source>
        <translation>Keine Nachricht passt.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="221"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="224"/>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="225"/>
        <source>Bring in conversations: a Verbatim, ChatGPT or Claude export</source>
        <translation>Unterhaltungen hereinholen: ein Export aus Verbatim, ChatGPT oder Claude</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="229"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="230"/>
        <source>Export all…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="230"/>
        <source>Save every conversation to a file</source>
        <translation>Alle Unterhaltungen in eine Datei sichern</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="245"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="246"/>
        <source>Sync now</source>
        <translation>Jetzt abgleichen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="246"/>
        <source>Exchange changes with your other devices</source>
        <translation>Änderungen mit Ihren anderen Geräten austauschen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="354"/>
        <source>In “{name}”</source>
        <translation>In „{name}“</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="357"/>
        <source>Searching in “{name}”</source>
        <translation>Suche in „{name}“</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="358"/>
        <source>Click to search all conversations again</source>
        <translation>Klicken Sie, um wieder alle Unterhaltungen zu durchsuchen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="37"/>
        <source>New conversation in this project</source>
        <translation>Neue Unterhaltung in diesem Projekt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="42"/>
        <source>Edit project…</source>
        <translation>Projekt bearbeiten…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="46"/>
        <source>Search in this project</source>
        <translation>In diesem Projekt suchen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="51"/>
        <source>Delete project…</source>
        <translation>Projekt löschen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="43"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="48"/>
        <source>Unpin</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="48"/>
        <source>Pin to top</source>
        <translation>Oben anheften</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="73"/>
        <source>Move to project</source>
        <translation>In Projekt verschieben</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="82"/>
        <source>No projects yet</source>
        <translation>Noch keine Projekte</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="84"/>
        <source>New project…</source>
        <translation>Neues Projekt…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="54"/>
        <source>Remove from project</source>
        <translation>Aus dem Projekt entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="59"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="65"/>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="33"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="41"/>
        <source>Rename conversation</source>
        <translation>Unterhaltung umbenennen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="45"/>
        <source>A name for this conversation</source>
        <translation>Ein Name für diese Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="46"/>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="53"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="56"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="440"/>
        <source>Delete this conversation?</source>
        <translation>Diese Unterhaltung löschen?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="441"/>
        <source>“{title}” and all its messages will be deleted. This cannot be undone.</source>
        <translation>„{title}“ und alle ihre Nachrichten werden gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="257"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="444"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="46"/>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="46"/>
        <source>The messages of this conversation</source>
        <translation>Die Nachrichten dieser Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="68"/>
        <source>Ask anything.</source>
        <translation>Fragen Sie, was Sie möchten.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="70"/>
        <source>Enter sends · Shift+Enter adds a line · Esc stops an answer</source>
        <translation>Eingabe sendet · Umschalt+Eingabe fügt eine Zeile ein · Esc hält eine Antwort an</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="72"/>
        <source>Every word you see is kept, even if you stop or close the window.</source>
        <translation>Jedes Wort, das Sie sehen, bleibt erhalten, auch wenn Sie anhalten oder das Fenster schließen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="86"/>
        <source>Jump to the latest message</source>
        <translation>Zur neuesten Nachricht springen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="52"/>
        <source>Not everything is saved</source>
        <translation>Nicht alles ist gespeichert</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/unsaved.py" line="55"/>
        <source>%n word(s) you saw could not be saved: the disk is full or read-only. Save them to a file, or free some space and keep waiting.</source>
        <translation>
            <numerusform>%n Wort, das Sie gesehen haben, konnte nicht gespeichert werden: Der Datenträger ist voll oder schreibgeschützt. Speichern Sie es in einer Datei, oder schaffen Sie Platz und warten Sie weiter.</numerusform>
            <numerusform>%n Wörter, die Sie gesehen haben, konnten nicht gespeichert werden: Der Datenträger ist voll oder schreibgeschützt. Speichern Sie sie in einer Datei, oder schaffen Sie Platz und warten Sie weiter.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="61"/>
        <source>Save to a file…</source>
        <translation>In einer Datei speichern…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="62"/>
        <source>Keep trying</source>
        <translation>Weiter versuchen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="63"/>
        <source>Quit without them</source>
        <translation>Ohne sie beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="78"/>
        <source>Save the unsaved answer</source>
        <translation>Die ungespeicherte Antwort speichern</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="40"/>
        <source>Welcome to Verbatim</source>
        <translation>Willkommen bei Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="43"/>
        <source>Verbatim talks to language models and keeps every word you see, even when you press Stop or close the window.</source>
        <translation>Verbatim spricht mit Sprachmodellen und behält jedes Wort, das Sie sehen, auch wenn Sie „Anhalten“ drücken oder das Fenster schließen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="47"/>
        <source>To start, connect it to a model.</source>
        <translation>Verbinden Sie es zum Start mit einem Modell.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="59"/>
        <source>Looking for model servers on this computer…</source>
        <translation>Suche nach Modellservern auf diesem Computer…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="63"/>
        <source>Try the demo (no model needed)</source>
        <translation>Die Demo ausprobieren (kein Modell nötig)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="66"/>
        <source>Try the demo</source>
        <translation>Die Demo ausprobieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="66"/>
        <source>Answers come from a built-in script</source>
        <translation>Die Antworten kommen aus einem eingebauten Skript</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="67"/>
        <location filename="../../desktop/ui/welcome.py" line="71"/>
        <source>Run a model on this computer</source>
        <translation>Ein Modell auf diesem Computer ausführen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="72"/>
        <source>Choose a model file you have, or one from another app</source>
        <translation>Eine Modelldatei wählen, die Sie haben, oder eine aus einer anderen App</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="74"/>
        <source>Add a provider (Ollama, OpenAI, Anthropic…)</source>
        <translation>Einen Anbieter hinzufügen (Ollama, OpenAI, Anthropic…)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="76"/>
        <source>Add a provider</source>
        <translation>Einen Anbieter hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="76"/>
        <source>Opens Settings → Providers</source>
        <translation>Öffnet Einstellungen → Anbieter</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="127"/>
        <source>No model server is running on this computer. Verbatim can run a model itself, or you can try the demo or add a provider you have an account with.</source>
        <translation>Auf diesem Computer läuft kein Modellserver. Verbatim kann selbst ein Modell ausführen, oder Sie probieren die Demo oder fügen einen Anbieter hinzu, bei dem Sie ein Konto haben.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="133"/>
        <source>Found on this computer:</source>
        <translation>Auf diesem Computer gefunden:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/welcome.py" line="137"/>
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n Modell</numerusform>
            <numerusform>%n Modelle</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="137"/>
        <source>no models yet</source>
        <translation>noch keine Modelle</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="140"/>
        <source>Use {name} at {address} ({count})</source>
        <translation>{name} unter {address} verwenden ({count})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="145"/>
        <source>Use {name}</source>
        <translation>{name} verwenden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="161"/>
        <source>{name} is on this computer, ready to answer. You can also try the demo or add a provider you have an account with.</source>
        <translation>{name} ist auf diesem Computer und bereit zu antworten. Sie können auch die Demo ausprobieren oder einen Anbieter hinzufügen, bei dem Sie ein Konto haben.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="167"/>
        <source>Use {name} on this computer</source>
        <translation>{name} auf diesem Computer verwenden</translation>
    </message>
    <message>
        <location filename="../../desktop/app.py" line="182"/>
        <location filename="../../desktop/app.py" line="189"/>
        <source>Verbatim cannot open its data</source>
        <translation>Verbatim kann seine Daten nicht öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop/app.py" line="193"/>
        <source>Verbatim could not start: {error}. Your conversations were not changed. The details are in {log}; please send them with a report.</source>
        <translation>Verbatim konnte nicht starten: {error}. Ihre Unterhaltungen wurden nicht verändert. Die Einzelheiten stehen in {log}; bitte schicken Sie sie mit einer Meldung.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/anthropic.py" line="114"/>
        <source>Anthropic needs an API key. Add it in Settings → Providers, or set {variable} before starting Verbatim.</source>
        <translation>Anthropic braucht einen API-Schlüssel. Tragen Sie ihn unter Einstellungen → Anbieter ein, oder setzen Sie {variable}, bevor Sie Verbatim starten.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="149"/>
        <source>“{address}” is not an address Verbatim can use. It must be a web address starting with http:// or https://, for example {example}. Check it in Settings → Providers.</source>
        <translation>„{address}“ ist keine Adresse, die Verbatim verwenden kann. Es muss eine Webadresse sein, die mit http:// oder https:// beginnt, zum Beispiel {example}. Prüfen Sie sie unter Einstellungen → Anbieter.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="162"/>
        <source>The model server at {address} did not answer. Is {product} running?</source>
        <translation>Der Modellserver unter {address} hat nicht geantwortet. Läuft {product}?</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="102"/>
        <source>The server at {address} sent Verbatim elsewhere ({status} redirect to {target}). Redirects are not followed, so that a key is never sent to an address you did not choose; if that address is right, enter it in Settings → Providers.</source>
        <translation>Der Server unter {address} hat Verbatim woandershin geschickt ({status}-Weiterleitung nach {target}). Weiterleitungen werden nicht befolgt, damit ein Schlüssel nie an eine Adresse geht, die Sie nicht gewählt haben; wenn diese Adresse richtig ist, tragen Sie sie unter Einstellungen → Anbieter ein.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="60"/>
        <source>{product} at {address} refused the API key ({status}). Check the key in Settings → Providers.</source>
        <translation>{product} unter {address} hat den API-Schlüssel abgelehnt ({status}). Prüfen Sie den Schlüssel unter Einstellungen → Anbieter.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="130"/>
        <source>The model “{model}” is not available at {address}. It offers: {models}. Pick another model in the header.</source>
        <translation>Das Modell „{model}“ ist unter {address} nicht verfügbar. Angeboten werden: {models}. Wählen Sie oben ein anderes Modell.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="138"/>
        <source>The model “{model}” is not available at {address}. Pick another model in the header.</source>
        <translation>Das Modell „{model}“ ist unter {address} nicht verfügbar. Wählen Sie oben ein anderes Modell.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="120"/>
        <source>Nothing answers chat requests at {address} (404). Check the address in Settings → Providers.</source>
        <translation>Unter {address} beantwortet nichts Chat-Anfragen (404). Prüfen Sie die Adresse unter Einstellungen → Anbieter.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="153"/>
        <source>{product} is limiting requests right now. Try again in {seconds} seconds.</source>
        <translation>{product} begrenzt gerade die Anfragen. Versuchen Sie es in {seconds} Sekunden erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="159"/>
        <source>{product} is limiting requests right now. Try again in a moment.</source>
        <translation>{product} begrenzt gerade die Anfragen. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="76"/>
        <source>{product} at {address} had an internal error ({status}): {said}</source>
        <translation>{product} unter {address} hatte einen internen Fehler ({status}): {said}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="87"/>
        <source>{product} at {address} refused the request ({status}): {said}</source>
        <translation>{product} unter {address} hat die Anfrage abgelehnt ({status}): {said}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="90"/>
        <source>the model server</source>
        <translation>der Modellserver</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="206"/>
        <source>{product} at {address} accepted the connection but sent no answer within {seconds} seconds.</source>
        <translation>{product} unter {address} hat die Verbindung angenommen, aber innerhalb von {seconds} Sekunden keine Antwort geschickt.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="218"/>
        <source>Connecting to {address} took too long. Is the address right?</source>
        <translation>Die Verbindung zu {address} hat zu lange gedauert. Stimmt die Adresse?</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="231"/>
        <source>{product} at {address} closed the connection without answering.</source>
        <translation>{product} unter {address} hat die Verbindung ohne Antwort geschlossen.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="241"/>
        <source>Verbatim could not talk to {address}: {error}</source>
        <translation>Verbatim konnte nicht mit {address} sprechen: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="299"/>
        <source>{product} did not start answering within {seconds} seconds.</source>
        <translation>{product} hat nicht innerhalb von {seconds} Sekunden zu antworten begonnen.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="305"/>
        <source>{product} did not send more of the answer within {seconds} seconds.</source>
        <translation>{product} hat innerhalb von {seconds} Sekunden nichts mehr von der Antwort geschickt.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="314"/>
        <source>{product} sent a compressed answer Verbatim could not unpack. The text so far is kept.</source>
        <translation>{product} hat eine komprimierte Antwort geschickt, die Verbatim nicht entpacken konnte. Der bisherige Text bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="340"/>
        <source>{product} sent a line too long to be a chat message (over {megabytes} MB). The text so far is kept.</source>
        <translation>{product} hat eine Zeile geschickt, die für eine Chat-Nachricht zu lang ist (über {megabytes} MB). Der bisherige Text bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="352"/>
        <source>{product} closed the connection before the answer was finished.</source>
        <translation>{product} hat die Verbindung geschlossen, bevor die Antwort fertig war.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="362"/>
        <source>{product} sent data Verbatim could not read. The text so far is kept.</source>
        <translation>{product} hat Daten geschickt, die Verbatim nicht lesen konnte. Der bisherige Text bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="371"/>
        <source>{product} reported an error while answering: {said}</source>
        <translation>{product} hat beim Antworten einen Fehler gemeldet: {said}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/keys.py" line="34"/>
        <source>This computer has no keyring (password store) Verbatim can use, so the key cannot be saved safely. Set the {var} environment variable before starting Verbatim instead.</source>
        <translation>Dieser Computer hat keinen Schlüsselbund (Passwortspeicher), den Verbatim nutzen kann, daher kann der Schlüssel nicht sicher gespeichert werden. Setzen Sie stattdessen die Umgebungsvariable {var}, bevor Sie Verbatim starten.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="160"/>
        <location filename="../../desktop/session/conversations.py" line="288"/>
        <source>There is nothing to send yet: type a message first.</source>
        <translation>Es gibt noch nichts zu senden: Schreiben Sie zuerst eine Nachricht.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="187"/>
        <source>An edited message cannot be empty.</source>
        <translation>Eine bearbeitete Nachricht darf nicht leer sein.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="189"/>
        <source>That message can no longer be edited.</source>
        <translation>Diese Nachricht lässt sich nicht mehr bearbeiten.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="205"/>
        <source>That answer can no longer be continued.</source>
        <translation>Diese Antwort lässt sich nicht mehr fortsetzen.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="258"/>
        <source>That answer no longer exists.</source>
        <translation>Diese Antwort gibt es nicht mehr.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="283"/>
        <source>Verbatim is still answering in this conversation. Wait for it to finish, or press Stop (Esc) first.</source>
        <translation>Verbatim antwortet in dieser Unterhaltung noch. Warten Sie, bis die Antwort fertig ist, oder drücken Sie zuerst Anhalten (Esc).</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="384"/>
        <source>Searching the web…</source>
        <translation>Suche im Web …</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="419"/>
        <source>the answer reached its limit of {count} tool rounds</source>
        <translation>die Antwort hat ihre Grenze von {count} Werkzeugrunden erreicht</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="41"/>
        <source>the person stopped the answer before it ran</source>
        <translation>die Antwort wurde gestoppt, bevor es lief</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="232"/>
        <source>the model asked for “{name}”, which is not offered</source>
        <translation>das Modell verlangte „{name}“, das nicht angeboten wird</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="234"/>
        <source>the model&apos;s arguments are not a JSON object</source>
        <translation>die Argumente des Modells sind kein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="325"/>
        <source>The whole output is saved as {path}.</source>
        <translation>Die ganze Ausgabe ist unter {path} gespeichert.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="327"/>
        <source>The whole output could not be saved ({error}).</source>
        <translation>Die ganze Ausgabe ließ sich nicht speichern ({error}).</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="329"/>
        <source>The tool returned {size}; the first {kept} are kept here. {where}</source>
        <translation>Das Werkzeug hat {size} geliefert; die ersten {kept} werden hier behalten. {where}</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="352"/>
        <location filename="../../desktop/engine/turns.py" line="318"/>
        <location filename="../../desktop/engine/turns.py" line="327"/>
        <location filename="../../desktop/engine/turns.py" line="344"/>
        <location filename="../../desktop/engine/turns.py" line="393"/>
        <location filename="../../desktop/session/turn_plans.py" line="50"/>
        <source>This conversation was deleted.</source>
        <translation>Diese Unterhaltung wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/streaming.py" line="121"/>
        <source>No model is chosen for this conversation yet. Pick one in the header (or add a provider in Settings, Ctrl+,), then press Retry.</source>
        <translation>Für diese Unterhaltung ist noch kein Modell gewählt. Wählen Sie oben eines (oder fügen Sie unter Einstellungen, Strg+, einen Anbieter hinzu) und drücken Sie dann „Erneut versuchen“.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/streaming.py" line="153"/>
        <source>Something went wrong inside Verbatim: {error}</source>
        <translation>In Verbatim ist etwas schiefgegangen: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/engine/streaming.py" line="274"/>
        <source>Not saved yet: %n word(s) of an answer. {why}</source>
        <translation>
            <numerusform>Noch nicht gespeichert: %n Wort einer Antwort. {why}</numerusform>
            <numerusform>Noch nicht gespeichert: %n Wörter einer Antwort. {why}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/engine/streaming.py" line="332"/>
        <source>This model does not accept images; pick a vision model such as Gemma 3, Qwen2.5-VL, LLaVA or GPT-4o, then press Retry. {server}</source>
        <translation>Dieses Modell nimmt keine Bilder an; wählen Sie ein Modell mit Bildverständnis wie Gemma 3, Qwen2.5-VL, LLaVA oder GPT-4o und drücken Sie dann „Erneut versuchen“. {server}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/app_session.py" line="197"/>
        <source>Verbatim last closed in the middle of %n answer(s). What was said is kept and marked Stopped.</source>
        <translation>
            <numerusform>Verbatim wurde zuletzt mitten in %n Antwort beendet. Was gesagt war, ist erhalten und als Gestoppt markiert.</numerusform>
            <numerusform>Verbatim wurde zuletzt mitten in %n Antworten beendet. Was gesagt war, ist erhalten und als Gestoppt markiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/app_session.py" line="271"/>
        <source>Verbatim could not save its settings ({reason}). They apply until you quit.</source>
        <translation>Verbatim konnte seine Einstellungen nicht speichern ({reason}). Sie gelten, bis Sie das Programm beenden.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/lock.py" line="48"/>
        <source>Verbatim cannot use its data folder {folder} ({reason}). Check that the folder exists and is writable.</source>
        <translation>Verbatim kann seinen Datenordner {folder} nicht verwenden ({reason}). Prüfen Sie, ob der Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/lock.py" line="63"/>
        <source>Verbatim is already open on {folder} (process {owner}).</source>
        <translation>Verbatim ist mit {folder} bereits geöffnet (Prozess {owner}).</translation>
    </message>
    <message>
        <location filename="../../desktop/session/owner.py" line="57"/>
        <source>Verbatim was not closed properly last time, and its journal file ({file}) is missing from {folder}: the most recent changes could not be recovered. Everything that had reached the database is shown. A copy of the database as it was found is at {copy}</source>
        <translation>Verbatim wurde beim letzten Mal nicht ordnungsgemäß beendet, und seine Journaldatei ({file}) fehlt in {folder}: Die letzten Änderungen ließen sich nicht wiederherstellen. Alles, was die Datenbank erreicht hatte, wird gezeigt. Eine Kopie der Datenbank, wie sie vorgefunden wurde, liegt unter {copy}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/owner.py" line="67"/>
        <source>Verbatim was not closed properly last time, and its journal file ({file}) is missing from {folder}: the most recent changes could not be recovered. Everything that had reached the database is shown.</source>
        <translation>Verbatim wurde beim letzten Mal nicht ordnungsgemäß beendet, und seine Journaldatei ({file}) fehlt in {folder}: Die letzten Änderungen ließen sich nicht wiederherstellen. Alles, was die Datenbank erreicht hatte, wird gezeigt.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/owner.py" line="104"/>
        <source>Restored the backup {backup}. The conversations as they were before are kept in {kept}.</source>
        <translation>Die Sicherung {backup} wurde zurückgeholt. Die Unterhaltungen, wie sie vorher waren, liegen in {kept}.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/providers.py" line="42"/>
        <source>The provider “{name}” this conversation used is no longer set up. Pick a model in the header, then press Retry.</source>
        <translation>Der Anbieter „{name}“, den diese Unterhaltung verwendet hat, ist nicht mehr eingerichtet. Wählen Sie oben ein Modell und drücken Sie dann „Erneut versuchen“.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/providers.py" line="51"/>
        <source>No model provider is set up yet. Open Settings → Providers to add one, or start Verbatim with --demo to try it.</source>
        <translation>Es ist noch kein Modellanbieter eingerichtet. Öffnen Sie Einstellungen → Anbieter, um einen hinzuzufügen, oder starten Sie Verbatim mit --demo, um es auszuprobieren.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/providers.py" line="60"/>
        <source>Models on this computer are not available in this window.</source>
        <translation>Modelle auf diesem Computer sind in diesem Fenster nicht verfügbar.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="425"/>
        <source>The settings at {path} come from a newer Verbatim; defaults are used and the file is left as it is.</source>
        <translation>Die Einstellungen unter {path} stammen von einem neueren Verbatim; es gelten die Vorgaben, und die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="435"/>
        <source>Verbatim could not read its settings at {path} ({error}); defaults are used.</source>
        <translation>Verbatim konnte seine Einstellungen unter {path} nicht lesen ({error}); es gelten die Vorgaben.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="81"/>
        <source>Verbatim cannot open its database at {path}: {error}. Check that the file and its folder can be read.</source>
        <translation>Verbatim kann seine Datenbank unter {path} nicht öffnen: {error}. Prüfen Sie, ob die Datei und ihr Ordner lesbar sind.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="131"/>
        <source>The database at {path} was written by a newer version of Verbatim (format {version}; this version knows up to {SCHEMA_VERSION}). Please update Verbatim. The file has not been changed.</source>
        <translation>Die Datenbank unter {path} wurde von einer neueren Version von Verbatim geschrieben (Format {version}; diese Version kennt bis {SCHEMA_VERSION}). Bitte aktualisieren Sie Verbatim. Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="113"/>
        <source>Verbatim&apos;s database at {path} is damaged and cannot be read. Nothing was changed. Start Verbatim&apos;s window: it keeps the damaged file aside, starts afresh and tells you where the copy is.</source>
        <translation>Die Datenbank von Verbatim unter {path} ist beschädigt und kann nicht gelesen werden. Nichts wurde verändert. Starten Sie das Fenster von Verbatim: Es legt die beschädigte Datei beiseite, beginnt neu und sagt Ihnen, wo die Kopie liegt.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="142"/>
        <source>The database at {path} was written by Verbatim {writer}, which is newer than this Verbatim {this} (its store format {version}; this one reads up to {SCHEMA_VERSION}). Install Verbatim {writer} or later to open it. The file has not been changed.</source>
        <translation>Die Datenbank unter {path} wurde von Verbatim {writer} geschrieben, einer neueren Version als dieses Verbatim {this} (ihr Speicherformat ist {version}; diese Version liest bis {SCHEMA_VERSION}). Installieren Sie Verbatim {writer} oder neuer, um sie zu öffnen. Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="159"/>
        <source>Verbatim cannot open its database at {path} ({error}). Check that the folder is writable and the disk is not full; nothing was changed.</source>
        <translation>Verbatim kann seine Datenbank unter {path} nicht öffnen ({error}). Prüfen Sie, ob der Ordner beschreibbar und der Datenträger nicht voll ist; nichts wurde verändert.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="186"/>
        <source>This version of Verbatim needs to update its database, and first keeps a copy of it, but the copy could not be made ({error}). Nothing was changed. Free some space on the disk, or check the folder {folder} can be written, then start Verbatim again.</source>
        <translation>Diese Version von Verbatim muss ihre Datenbank aktualisieren und legt vorher eine Kopie an, aber die Kopie ließ sich nicht anlegen ({error}). Es wurde nichts verändert. Schaffen Sie Platz auf dem Datenträger oder prüfen Sie, ob der Ordner {folder} beschreibbar ist, und starten Sie Verbatim dann erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="218"/>
        <source>Verbatim could not update its database to this version ({error}). Nothing was lost: the database is as it was before, and a copy is also kept at {backup}. Your previous version of Verbatim still opens it. Free some disk space if the disk is full and start again; otherwise please report this problem.</source>
        <translation>Verbatim konnte seine Datenbank nicht auf diese Version aktualisieren ({error}). Es ging nichts verloren: Die Datenbank ist wie zuvor, und eine Kopie liegt außerdem unter {backup}. Ihre vorherige Version von Verbatim öffnet sie weiterhin. Ist der Datenträger voll, schaffen Sie Platz und starten Sie erneut; andernfalls melden Sie bitte dieses Problem.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="228"/>
        <source>Verbatim could not update its database to this version ({error}). Nothing was lost: your conversations as they were before are kept at {backup}. Free some disk space if the disk is full and start again; otherwise please report this problem.</source>
        <translation>Verbatim konnte seine Datenbank nicht auf diese Version aktualisieren ({error}). Es ging nichts verloren: Ihre Unterhaltungen, wie sie vorher waren, liegen unter {backup}. Ist der Datenträger voll, schaffen Sie Platz und starten Sie erneut; andernfalls melden Sie bitte dieses Problem.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="311"/>
        <source>Verbatim cannot create its data folder {folder}: {reason}. Choose another folder with --data-dir or fix its permissions.</source>
        <translation>Verbatim kann seinen Datenordner {folder} nicht anlegen: {reason}. Wählen Sie mit --data-dir einen anderen Ordner oder korrigieren Sie die Berechtigungen.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="323"/>
        <source>Verbatim expected a database file at {path} but found a folder. Move it away or choose another folder with --data-dir.</source>
        <translation>Verbatim hat unter {path} eine Datenbankdatei erwartet, aber einen Ordner gefunden. Verschieben Sie ihn oder wählen Sie mit --data-dir einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="344"/>
        <source>Verbatim&apos;s database was damaged and could not be read. It was kept as {moved} and a new, empty one was started. Nothing was deleted.</source>
        <translation>Die Datenbank von Verbatim war beschädigt und konnte nicht gelesen werden. Sie wurde als {moved} aufbewahrt, und eine neue, leere wurde begonnen. Nichts wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="353"/>
        <source>Verbatim updated its database; a copy of the old one is at {path}.</source>
        <translation>Verbatim hat seine Datenbank aktualisiert; eine Kopie der alten liegt unter {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="377"/>
        <source>Verbatim&apos;s database at {path} lacks parts this version needs ({missing}). Nothing was changed. Restore a backup (Settings → Backups, or verbatim restore), or report this problem.</source>
        <translation>Der Datenbank von Verbatim unter {path} fehlen Teile, die diese Version braucht ({missing}). Es wurde nichts verändert. Stellen Sie eine Sicherung wieder her (Einstellungen → Sicherungen oder verbatim restore) oder melden Sie dieses Problem.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="24"/>
        <source>Verbatim could not save to {path}: the disk is full. Free some space; Verbatim keeps the text and will try again.</source>
        <translation>Verbatim konnte nicht in {path} speichern: Der Datenträger ist voll. Schaffen Sie Platz; Verbatim behält den Text und versucht es erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="30"/>
        <source>Verbatim could not save to {path}: the data folder is read-only. Check its permissions; Verbatim keeps the text and will try again.</source>
        <translation>Verbatim konnte nicht in {path} speichern: Der Datenordner ist schreibgeschützt. Prüfen Sie seine Berechtigungen; Verbatim behält den Text und versucht es erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="36"/>
        <source>Verbatim could not save to {path}: another program is holding the database. Verbatim will try again.</source>
        <translation>Verbatim konnte nicht in {path} speichern: Ein anderes Programm hält die Datenbank. Verbatim versucht es erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="42"/>
        <source>Verbatim could not save to {path}: SQLite said: {said}. Verbatim keeps the text and will try again.</source>
        <translation>Verbatim konnte nicht in {path} speichern: SQLite meldet: {said}. Verbatim behält den Text und versucht es erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/attachment_store.py" line="72"/>
        <source>The attached file “{name}” is missing its contents.</source>
        <translation>Der angehängten Datei „{name}“ fehlt ihr Inhalt.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/journal.py" line="85"/>
        <location filename="../../desktop/store/repository.py" line="358"/>
        <location filename="../../desktop/store/tool_store.py" line="101"/>
        <location filename="../../desktop/store/tool_store.py" line="107"/>
        <source>That answer was deleted.</source>
        <translation>Diese Antwort wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="69"/>
        <source>“{name}” is not a file Verbatim can attach (a device or a pipe).</source>
        <translation>„{name}“ ist keine Datei, die Verbatim anhängen kann (ein Gerät oder eine Pipe).</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="81"/>
        <source>“{name}” could not be read: {why}</source>
        <translation>„{name}“ konnte nicht gelesen werden: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="104"/>
        <source>“{name}” is named as {kind}, but its contents are not one, so Verbatim did not read it.</source>
        <translation>„{name}“ ist dem Namen nach {kind}, dem Inhalt nach aber nicht; Verbatim hat die Datei daher nicht gelesen.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="117"/>
        <source>“{name}” cannot be attached: Verbatim takes pictures (PNG, JPEG, WebP, GIF), documents (PDF, Word, PowerPoint, Excel, OpenDocument, EPUB, RTF, HTML, Markdown, CSV) and text files (such as .txt, .json and source code).</source>
        <translation>„{name}“ kann nicht angehängt werden: Verbatim nimmt Bilder (PNG, JPEG, WebP, GIF), Dokumente (PDF, Word, PowerPoint, Excel, OpenDocument, EPUB, RTF, HTML, Markdown, CSV) und Textdateien (etwa .txt, .json und Quellcode).</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="127"/>
        <source>“{name}” is {size} MB; Verbatim attaches files up to {limit} MB.</source>
        <translation>„{name}“ ist {size} MB groß; Verbatim hängt Dateien bis {limit} MB an.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="135"/>
        <source>“{name}” could not be read as a picture; the file may be damaged.</source>
        <translation>„{name}“ ließ sich nicht als Bild lesen; die Datei ist vielleicht beschädigt.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="173"/>
        <source>“{name}” is {size} KB of text; Verbatim inlines text files up to {limit} KB.</source>
        <translation>„{name}“ enthält {size} KB Text; Verbatim fügt Textdateien bis {limit} KB ein.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/office.py" line="218"/>
        <location filename="../../desktop/documents/reader.py" line="148"/>
        <location filename="../../desktop/engine/attachments.py" line="183"/>
        <source>“{name}” is not UTF-8 text, so it cannot be shown to the model.</source>
        <translation>„{name}“ ist kein UTF-8-Text und kann dem Modell daher nicht gezeigt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/reader.py" line="182"/>
        <source>“{name}” took longer than {seconds} seconds to read, so Verbatim stopped. A smaller part of it (a few pages saved as their own file) will work.</source>
        <translation>Das Lesen von „{name}“ dauerte länger als {seconds} Sekunden, daher hat Verbatim abgebrochen. Ein kleinerer Teil davon (einige Seiten als eigene Datei gespeichert) funktioniert.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/reader.py" line="194"/>
        <source>“{name}” could not be read within the memory and time Verbatim allows a document; it may be damaged or far too large.</source>
        <translation>„{name}“ ließ sich nicht mit dem Speicher und der Zeit lesen, die Verbatim einem Dokument gewährt; die Datei ist vielleicht beschädigt oder viel zu groß.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="203"/>
        <source>“{name}” is {width}×{height} pixels, too large to open safely.</source>
        <translation>„{name}“ hat {width}×{height} Pixel, zu groß, um es sicher zu öffnen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="215"/>
        <location filename="../../desktop/ui/composer/composer_view.py" line="127"/>
        <source>Attach files</source>
        <translation>Dateien anhängen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="228"/>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="168"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="382"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="246"/>
        <source>Finish or cancel the edit first (Esc): an edited message keeps its own files.</source>
        <translation>Beenden oder verwerfen Sie zuerst die Bearbeitung (Esc): Eine bearbeitete Nachricht behält ihre eigenen Dateien.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="18"/>
        <source>Slide {n}</source>
        <translation>Folie {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="19"/>
        <source>Sheet {n}</source>
        <translation>Blatt {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="20"/>
        <source>Chapter {n}</source>
        <translation>Kapitel {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="21"/>
        <source>Part {n}</source>
        <translation>Teil {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="23"/>
        <source>Page {n}</source>
        <translation>Seite {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="29"/>
        <source>%n slide(s)</source>
        <translation>
            <numerusform>%n Folie</numerusform>
            <numerusform>%n Folien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="30"/>
        <source>%n sheet(s)</source>
        <translation>
            <numerusform>%n Blatt</numerusform>
            <numerusform>%n Blätter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="31"/>
        <source>%n chapter(s)</source>
        <translation>
            <numerusform>%n Kapitel</numerusform>
            <numerusform>%n Kapitel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="32"/>
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n Teil</numerusform>
            <numerusform>%n Teile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="34"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="90"/>
        <source>{pages} · no text (scanned pages)</source>
        <translation>{pages} · kein Text (gescannte Seiten)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="92"/>
        <source>{pages} · no text</source>
        <translation>{pages} · kein Text</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/documents/attachment_view.py" line="94"/>
        <source>{words} word(s)</source>
        <translation>
            <numerusform>{words} Wort</numerusform>
            <numerusform>{words} Wörter</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="100"/>
        <source>{pages} · {words} (read from the picture)</source>
        <translation>{pages} · {words} (aus dem Bild gelesen)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="102"/>
        <source>{pages} · {words} (read from the scan)</source>
        <translation>{pages} · {words} (aus dem Scan gelesen)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="103"/>
        <source>{pages} · {words}</source>
        <translation>{pages} · {words}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="110"/>
        <source>{n} KB</source>
        <translation>{n} KB</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="111"/>
        <source>{n} MB</source>
        <translation>{n} MB</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="118"/>
        <source>Sent to the model at {w}×{h} (the original, {ow}×{oh}, is kept).</source>
        <translation>An das Modell mit {w}×{h} gesendet (das Original, {ow}×{oh}, bleibt erhalten).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="166"/>
        <source>Open {name}</source>
        <translation>{name} öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="175"/>
        <location filename="../../desktop/ui/documents/file_reading.py" line="54"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="107"/>
        <source>Remove {name}</source>
        <translation>{name} entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="242"/>
        <source>This file&apos;s contents are not in the store.</source>
        <translation>Der Inhalt dieser Datei ist nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="148"/>
        <source>Custom setup</source>
        <translation>Eigene Einrichtung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/context_meter.py" line="120"/>
        <source>About {used} of the {limit} tokens this model reads. When a conversation is longer, the oldest messages after your first one are left out (the system prompt and your first message always go), and the answer says so.</source>
        <translation>Etwa {used} der {limit} Token, die dieses Modell liest. Ist eine Unterhaltung länger, werden die ältesten Nachrichten nach Ihrer ersten weggelassen (die Systemanweisung und Ihre erste Nachricht gehen immer mit), und die Antwort sagt es.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/context_meter.py" line="125"/>
        <source>Context used</source>
        <translation>Belegter Kontext</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="52"/>
        <source>This file cannot be imported: {where} {why}. Nothing was changed.</source>
        <translation>Diese Datei kann nicht importiert werden: {where} {why}. Nichts wurde verändert.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="96"/>
        <source>the zip</source>
        <translation>das Zip-Archiv</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="96"/>
        <source>has no conversations.json (is it a data export?)</source>
        <translation>enthält keine conversations.json (ist es ein Datenexport?)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="105"/>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="129"/>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="142"/>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="105"/>
        <source>could not be read ({why})</source>
        <translation>ließ sich nicht lesen ({why})</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="114"/>
        <source>conversations.json</source>
        <translation>conversations.json</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="114"/>
        <source>is larger than 4 GB</source>
        <translation>ist größer als 4 GB</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="129"/>
        <source>is not a conversations export (no JSON list)</source>
        <translation>ist kein Export von Unterhaltungen (keine JSON-Liste)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="142"/>
        <source>is neither a ChatGPT nor a Claude export</source>
        <translation>ist weder ein ChatGPT- noch ein Claude-Export</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="54"/>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="17"/>
        <source>conversation {n}</source>
        <translation>Unterhaltung {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="56"/>
        <source>has no message tree (mapping)</source>
        <translation>hat keinen Nachrichtenbaum (mapping)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="59"/>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="22"/>
        <source>has no id</source>
        <translation>hat keine Kennung</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="61"/>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="24"/>
        <source>conversation {n} (“{title}”)</source>
        <translation>Unterhaltung {n} („{title}“)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="130"/>
        <source>has a node {node} that is not an object</source>
        <translation>hat einen Knoten {node}, der kein Objekt ist</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="133"/>
        <source>has a node whose parent {parent} is missing</source>
        <translation>hat einen Knoten, dessen Vorgänger {parent} fehlt</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="136"/>
        <source>has no first message (its tree is a loop)</source>
        <translation>hat keine erste Nachricht (ihr Baum ist ein Kreis)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="76"/>
        <source>has a node {node} reached twice (a loop)</source>
        <translation>erreicht den Knoten {node} zweimal (ein Kreis)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="105"/>
        <source>has messages that no path from its start reaches</source>
        <translation>hat Nachrichten, die kein Weg vom Anfang erreicht</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="199"/>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="206"/>
        <source>it claims more pixels than any real picture</source>
        <translation>es gibt mehr Pixel an, als ein echtes Bild hat</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="201"/>
        <source>it is not a picture Verbatim can read</source>
        <translation>es ist kein Bild, das Verbatim lesen kann</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="204"/>
        <source>it is not a PNG, JPEG, WebP or GIF picture</source>
        <translation>es ist kein PNG-, JPEG-, WebP- oder GIF-Bild</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="19"/>
        <source>has no list of messages (chat_messages)</source>
        <translation>hat keine Liste von Nachrichten (chat_messages)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="34"/>
        <source>has a message {n} without an id</source>
        <translation>hat eine Nachricht {n} ohne Kennung</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="37"/>
        <source>has a message {n} from “{sender}”</source>
        <translation>hat eine Nachricht {n} von „{sender}“</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="112"/>
        <source>has messages that answer each other in a loop</source>
        <translation>hat Nachrichten, die einander im Kreis antworten</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="288"/>
        <source>The import was cancelled. Nothing was added.</source>
        <translation>Der Import wurde abgebrochen. Nichts wurde hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="171"/>
        <source>This file cannot be imported: it holds more projects than Verbatim keeps ({limit} in all; {here} here already). Nothing was changed.</source>
        <translation>Diese Datei kann nicht importiert werden: Sie enthält mehr Projekte, als Verbatim aufbewahrt ({limit} insgesamt; {here} bereits hier). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="185"/>
        <source>This file cannot be imported: reading it needed more memory than this computer gave Verbatim. Nothing was changed.</source>
        <translation>Diese Datei kann nicht importiert werden: Zum Lesen brauchte sie mehr Arbeitsspeicher, als dieser Computer Verbatim geben konnte. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="300"/>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="302"/>
        <source>the data folder is read-only</source>
        <translation>der Datenordner ist schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="308"/>
        <source>Verbatim could not import into {path}: {why}. Nothing was added; free some space or fix the folder, then try again.</source>
        <translation>Verbatim konnte nicht in {path} importieren: {why}. Es wurde nichts hinzugefügt; schaffen Sie Platz oder beheben Sie das Problem mit dem Ordner und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="96"/>
        <source>Close Verbatim and open it again to finish restoring {name}.</source>
        <translation>Schließen Sie Verbatim und öffnen Sie es erneut, um {name} fertig zurückzuholen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="105"/>
        <source>Export conversations</source>
        <translation>Unterhaltungen exportieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="108"/>
        <source>Markdown, to read (*.md)</source>
        <translation>Markdown, zum Lesen (*.md)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="109"/>
        <source>A web page that opens in any browser (*.html)</source>
        <translation>Eine Webseite, die sich in jedem Browser öffnet (*.html)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="110"/>
        <source>Verbatim JSON, complete: imports back with nothing lost (*.json)</source>
        <translation>Verbatim-JSON, vollständig: lässt sich ohne Verlust wieder importieren (*.json)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="132"/>
        <source>Exporting</source>
        <translation>Export läuft</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/dialogs/data_part.py" line="134"/>
        <source>Exporting… {done} of %n conversation(s)</source>
        <translation>
            <numerusform>Export… {done} von %n Unterhaltung</numerusform>
            <numerusform>Export… {done} von %n Unterhaltungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="148"/>
        <source>The export was cancelled. Nothing was written.</source>
        <translation>Der Export wurde abgebrochen. Nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="158"/>
        <source>Exported {conversations} to {path}</source>
        <translation>Nach {path} exportiert: {conversations}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="180"/>
        <source>{path}: a {kind} export of {conversations}; all of it is already here. Nothing to import.</source>
        <translation>{path}: ein {kind}-Export mit {conversations}; alles ist schon hier. Nichts zu importieren.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="224"/>
        <source>Imported {conversations}, {messages}</source>
        <translation>Importiert: {conversations}, {messages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="242"/>
        <source>{name} is a {kind} export with {conversations} and {messages}. {present_conversations} and {present_messages} are already here and stay as they are. Verbatim will add {new_conversations} and {new_messages}.</source>
        <translation>{name} ist ein {kind}-Export mit {conversations} und {messages}. Schon hier (und bleiben, wie sie sind): {present_conversations} und {present_messages}. Verbatim fügt {new_conversations} und {new_messages} hinzu.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/transfer_service.py" line="134"/>
        <source>Verbatim could not write {path}: {why}</source>
        <translation>Verbatim konnte {path} nicht schreiben: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="166"/>
        <source>Import conversations</source>
        <translation>Unterhaltungen importieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="168"/>
        <source>Exports (*.json *.zip)</source>
        <translation>Exporte (*.json *.zip)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="191"/>
        <source>Import from {kind}?</source>
        <translation>Aus {kind} importieren?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="193"/>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="204"/>
        <source>Importing</source>
        <translation>Import läuft</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="89"/>
        <source>Verbatim could not make a backup in {folder}: {why}. Nothing was changed in your conversations; free some space on the disk and try again.</source>
        <translation>Verbatim konnte keine Sicherung in {folder} anlegen: {why}. An Ihren Unterhaltungen wurde nichts verändert; schaffen Sie Platz auf dem Datenträger und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="128"/>
        <source>There is no backup at {path}.</source>
        <translation>Unter {path} gibt es keine Sicherung.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="141"/>
        <source>The backup {path} is damaged and cannot be restored ({why}). Nothing was changed.</source>
        <translation>Die Sicherung {path} ist beschädigt und kann nicht zurückgeholt werden ({why}). Nichts wurde verändert.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="150"/>
        <source>The backup {path} is damaged and cannot be restored. Nothing was changed.</source>
        <translation>Die Sicherung {path} ist beschädigt und kann nicht zurückgeholt werden. Nichts wurde verändert.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="159"/>
        <source>The backup {path} was made by a newer Verbatim. Nothing was changed.</source>
        <translation>Die Sicherung {path} stammt von einem neueren Verbatim. Nichts wurde verändert.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="164"/>
        <source>The backup {path} was made by Verbatim {writer}, newer than this one ({this}); install Verbatim {writer} or later to restore it. Nothing was changed.</source>
        <translation>Die Sicherung {path} wurde von Verbatim {writer} erstellt, einer neueren Version als dieser ({this}); installieren Sie Verbatim {writer} oder neuer, um sie wiederherzustellen. Es wurde nichts verändert.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="202"/>
        <source>Verbatim could not restore {path}: {why}. Nothing was changed.</source>
        <translation>Verbatim konnte {path} nicht zurückholen: {why}. Nichts wurde verändert.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="33"/>
        <source>daily</source>
        <translation>täglich</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="34"/>
        <source>before an import</source>
        <translation>vor einem Import</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="35"/>
        <source>before a restore</source>
        <translation>vor einem Zurückholen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="53"/>
        <source>A copy is made each day you use Verbatim, and before every import. The newest of each of the last 7 days and 4 weeks is kept, in {folder}.</source>
        <translation>An jedem Tag, an dem Sie Verbatim benutzen, und vor jedem Import wird eine Kopie angelegt. Die neueste jedes der letzten 7 Tage und 4 Wochen bleibt erhalten, in {folder}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="60"/>
        <source>No backups yet. Back up now makes the first one.</source>
        <translation>Noch keine Sicherungen. Jetzt sichern legt die erste an.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="61"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="104"/>
        <source>Backups</source>
        <translation>Sicherungen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="61"/>
        <source>The copies, newest first</source>
        <translation>Die Kopien, die neueste zuerst</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="65"/>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="66"/>
        <source>Back up now</source>
        <translation>Jetzt sichern</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="68"/>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="69"/>
        <source>Restore…</source>
        <translation>Zurückholen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="69"/>
        <source>Put the chosen copy back</source>
        <translation>Die gewählte Kopie zurückholen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="98"/>
        <source>Backed up to {path}</source>
        <translation>Gesichert in {path}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="115"/>
        <source>Restore the backup of {when}?</source>
        <translation>Die Sicherung vom {when} zurückholen?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="117"/>
        <source>Your conversations will be as they were then. Verbatim puts the copy in place the next time it starts; the conversations as they are now are kept as a backup too.</source>
        <translation>Ihre Unterhaltungen werden so sein wie damals. Verbatim setzt die Kopie beim nächsten Start ein; die Unterhaltungen, wie sie jetzt sind, werden ebenfalls als Sicherung aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="121"/>
        <source>Restore at next start</source>
        <translation>Beim nächsten Start zurückholen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/dialogs/progress_sheet.py" line="29"/>
        <source>Importing… {done} of %n conversation(s)</source>
        <translation>
            <numerusform>Import… {done} von %n Unterhaltung</numerusform>
            <numerusform>Import… {done} von %n Unterhaltungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/progress_sheet.py" line="56"/>
        <source>Stopping: nothing of this will be kept…</source>
        <translation>Wird angehalten: nichts davon bleibt…</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="46"/>
        <source>The address of the tool server {name} holds a password or token, which Verbatim does not write into its settings file, and it could not be kept in the keyring ({error}). Set the environment variable {variable} to the whole address before starting Verbatim.</source>
        <translation>Die Adresse des Tool-Servers {name} enthält ein Passwort oder Token, das Verbatim nicht in seine Einstellungsdatei schreibt, und es konnte nicht im Schlüsselbund gespeichert werden ({error}). Setzen Sie die Umgebungsvariable {variable} auf die ganze Adresse, bevor Sie Verbatim starten.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="66"/>
        <source>The tool servers were not changed: Verbatim cannot write its settings in the folder “{folder}” ({why}). Is it read-only?</source>
        <translation>Die Tool-Server wurden nicht geändert: Verbatim kann seine Einstellungen nicht in den Ordner „{folder}“ schreiben ({why}). Ist er schreibgeschützt?</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="91"/>
        <source>There is no tool server named “{name}”.</source>
        <translation>Es gibt keinen Werkzeugserver namens „{name}“.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="36"/>
        <source>A tool server&apos;s name is one word of letters, digits, dots, dashes or underscores (at most 40), such as “time”.</source>
        <translation>Der Name eines Werkzeugservers ist ein Wort aus Buchstaben, Ziffern, Punkten, Binde- oder Unterstrichen (höchstens 40), etwa „time“.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="40"/>
        <source>There is already a tool server named “{name}”.</source>
        <translation>Es gibt schon einen Werkzeugserver namens „{name}“.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="42"/>
        <source>Give either a command to start, or an http(s) address, not both.</source>
        <translation>Geben Sie entweder einen Befehl zum Starten oder eine http(s)-Adresse an, nicht beides.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="44"/>
        <source>A tool server&apos;s address starts with http:// or https://.</source>
        <translation>Die Adresse eines Werkzeugservers beginnt mit http:// oder https://.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="121"/>
        <source>This computer has no keyring Verbatim can use.</source>
        <translation>Dieser Computer hat keinen Schlüsselbund, den Verbatim nutzen kann.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="115"/>
        <source>Verbatim is closing; tools are stopped.</source>
        <translation>Verbatim wird beendet; Werkzeuge sind gestoppt.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="290"/>
        <source>The tool server “{name}” did not start within {seconds} seconds.</source>
        <translation>Der Werkzeugserver „{name}“ ist nicht innerhalb von {seconds} Sekunden gestartet.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="315"/>
        <source>The address of the tool server “{name}” holds a password or token, and it is not in this computer&apos;s keyring. Set the environment variable {variable} to the whole address before starting Verbatim, or add the server again.</source>
        <translation>Die Adresse des Tool-Servers „{name}“ enthält ein Passwort oder Token, das nicht im Schlüsselbund dieses Computers liegt. Setzen Sie die Umgebungsvariable {variable} auf die ganze Adresse, bevor Sie Verbatim starten, oder fügen Sie den Server erneut hinzu.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="382"/>
        <source>The tool server “{name}” could not be started ({command}).</source>
        <translation>Der Werkzeugserver „{name}“ konnte nicht gestartet werden ({command}).</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="388"/>
        <source>The tool server “{name}” at {url} did not answer.</source>
        <translation>Der Werkzeugserver „{name}“ unter {url} hat nicht geantwortet.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="399"/>
        <source>The tool server “{name}” is not set up.</source>
        <translation>Der Werkzeugserver „{name}“ ist nicht eingerichtet.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="414"/>
        <source>The tool server “{name}” stopped while it ran. {detail}</source>
        <translation>Der Werkzeugserver „{name}“ hat sich während des Aufrufs beendet. {detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="422"/>
        <source>The tool failed: {detail}</source>
        <translation>Das Werkzeug ist fehlgeschlagen: {detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/sizes.py" line="10"/>
        <source>{count} bytes</source>
        <translation>{count} Bytes</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="32"/>
        <source>[A picture: {mime}, {width}×{height}, {size}]</source>
        <translation>[Ein Bild: {mime}, {width}×{height}, {size}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="45"/>
        <source>[A picture Verbatim cannot read: {mime}]</source>
        <translation>[Ein Bild, das Verbatim nicht lesen kann: {mime}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="57"/>
        <source>[A sound: {mime}, {size}]</source>
        <translation>[Ein Ton: {mime}, {size}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="65"/>
        <source>[A file: {uri}, {size}]</source>
        <translation>[Eine Datei: {uri}, {size}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="70"/>
        <source>[A link to {name}: {uri}]</source>
        <translation>[Ein Link auf {name}: {uri}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="71"/>
        <source>[Something Verbatim cannot show: {kind}]</source>
        <translation>[Etwas, das Verbatim nicht zeigen kann: {kind}]</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="46"/>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="105"/>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="49"/>
        <source>Allow once</source>
        <translation>Einmal erlauben</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="50"/>
        <source>Always allow this tool</source>
        <translation>Dieses Werkzeug immer erlauben</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="51"/>
        <source>Deny</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="74"/>
        <source>Allow once: {keys} anywhere in this question, or Enter on this button</source>
        <translation>Einmal erlauben: {keys} irgendwo in dieser Frage oder Eingabe auf dieser Schaltfläche</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="90"/>
        <source>The model wants to run “{tool}” from {server}. Run it?</source>
        <translation>Das Modell möchte „{tool}“ von {server} ausführen. Ausführen?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="167"/>
        <source>Tools are on here ({names}); each call asks you first. Click to switch off.</source>
        <translation>Werkzeuge sind hier an ({names}); jeder Aufruf fragt Sie zuerst. Klicken zum Ausschalten.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="169"/>
        <source>Tools are off in this conversation. Click to let the model use {names}.</source>
        <translation>Werkzeuge sind in diesem Gespräch aus. Klicken, damit das Modell {names} nutzen darf.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/window_events.py" line="115"/>
        <source>A tool in “{title}” waits for you to allow it.</source>
        <translation>Ein Werkzeug in „{title}“ wartet auf Ihre Erlaubnis.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="189"/>
        <source>Save the tool&apos;s output</source>
        <translation>Die Ausgabe des Werkzeugs speichern</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="201"/>
        <source>The output could not be saved: {error}</source>
        <translation>Die Ausgabe ließ sich nicht speichern: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="204"/>
        <source>Saved the tool&apos;s output as {path}.</source>
        <translation>Die Ausgabe des Werkzeugs wurde als {path} gespeichert.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="220"/>
        <source>Pictures, documents and text files (*.png *.jpg *.jpeg *.webp *.gif *.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv *.txt *.json *.py *.js *.ts *.css *.xml *.yaml *.yml *.toml *.log)</source>
        <translation>Bilder, Dokumente und Textdateien (*.png *.jpg *.jpeg *.webp *.gif *.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv *.txt *.json *.py *.js *.ts *.css *.xml *.yaml *.yml *.toml *.log)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="225"/>
        <source>Documents (*.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv)</source>
        <translation>Dokumente (*.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="268"/>
        <source>Attach the page at {host} as a source?</source>
        <translation>Die Seite auf {host} als Quelle anhängen?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="269"/>
        <source>Attach page</source>
        <translation>Seite anhängen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="30"/>
        <source>Waiting for you</source>
        <translation>Wartet auf Sie</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="31"/>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="32"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="33"/>
        <source>Could not run</source>
        <translation>Konnte nicht laufen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="34"/>
        <source>Denied by you</source>
        <translation>Von Ihnen abgelehnt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="35"/>
        <source>Stopped by you</source>
        <translation>Von Ihnen gestoppt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="36"/>
        <source>Cut off when Verbatim closed</source>
        <translation>Abgebrochen, als Verbatim beendet wurde</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="37"/>
        <source>Not run</source>
        <translation>Nicht ausgeführt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="117"/>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="143"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="121"/>
        <source>Save the whole output…</source>
        <translation>Die ganze Ausgabe speichern…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="130"/>
        <source>not offered</source>
        <translation>nicht angeboten</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="138"/>
        <source>The tool says this call failed.</source>
        <translation>Das Werkzeug meldet, dass dieser Aufruf fehlgeschlagen ist.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="143"/>
        <source>Output so far</source>
        <translation>Ausgabe bisher</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="146"/>
        <source>{size}, the first {shown} shown</source>
        <translation>{size}, die ersten {shown} angezeigt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="152"/>
        <source>Show or hide the result</source>
        <translation>Ergebnis zeigen oder verbergen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="49"/>
        <source>Tools let a model look things up or act for you, through MCP servers. Each call asks you first, unless you chose to always allow it.</source>
        <translation>Werkzeuge lassen ein Modell über MCP-Server etwas nachsehen oder für Sie handeln. Jeder Aufruf fragt Sie zuerst, außer Sie haben ihn immer erlaubt.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="56"/>
        <source>No tool servers yet. Add one below.</source>
        <translation>Noch keine Werkzeugserver. Fügen Sie unten einen hinzu.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="128"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="57"/>
        <source>Tool servers</source>
        <translation>Werkzeugserver</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="59"/>
        <source>Remove server</source>
        <translation>Server entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="64"/>
        <source>a short name, such as time</source>
        <translation>ein kurzer Name, etwa time</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="67"/>
        <source>a command, such as {example}, or an https:// address</source>
        <translation>ein Befehl, etwa {example}, oder eine https://-Adresse</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="73"/>
        <source>for an address that needs one; kept in the keyring</source>
        <translation>für eine Adresse, die eines braucht; im Schlüsselbund verwahrt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="74"/>
        <source>Run its tools without asking each time</source>
        <translation>Seine Werkzeuge ausführen, ohne jedes Mal zu fragen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="77"/>
        <source>Command or address</source>
        <translation>Befehl oder Adresse</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="78"/>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="85"/>
        <source>Test and add</source>
        <translation>Testen und hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="131"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="96"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="97"/>
        <source>Tool rounds per answer, at most</source>
        <translation>Werkzeugrunden pro Antwort, höchstens</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="104"/>
        <source>always allowed</source>
        <translation>immer erlaubt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="104"/>
        <source>asks first</source>
        <translation>fragt zuerst</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="108"/>
        <source>Last problem: {problem}</source>
        <translation>Letztes Problem: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="127"/>
        <source>Starting {name}…</source>
        <translation>{name} wird gestartet…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="147"/>
        <source>✓ Added {name}: %n tool(s) ({names}).</source>
        <translation>
            <numerusform>✓ {name} hinzugefügt: %n Werkzeug ({names}).</numerusform>
            <numerusform>✓ {name} hinzugefügt: %n Werkzeuge ({names}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="146"/>
        <source>It offers no tools.</source>
        <translation>Er bietet keine Werkzeuge an.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="161"/>
        <source>The token for {name} could not be kept in the keyring ({error}). Set the environment variable {variable} before starting Verbatim instead.</source>
        <translation>Das Token für {name} konnte nicht im Schlüsselbund verwahrt werden ({error}). Setzen Sie stattdessen die Umgebungsvariable {variable}, bevor Sie Verbatim starten.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/tool_store.py" line="27"/>
        <source>Verbatim closed before this tool call finished.</source>
        <translation>Verbatim wurde beendet, bevor dieser Werkzeugaufruf fertig war.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/tool_store.py" line="29"/>
        <source>Verbatim closed before it was allowed to run.</source>
        <translation>Verbatim wurde beendet, bevor es erlaubt wurde.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/app_session.py" line="420"/>
        <location filename="../../desktop/session/sync_service.py" line="131"/>
        <source>Syncing…</source>
        <translation>Wird abgeglichen…</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="139"/>
        <source>Offline; changes wait here. {why}</source>
        <translation>Offline; Änderungen warten hier. {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="146"/>
        <source>Sync waits: {why}</source>
        <translation>Der Abgleich wartet: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="151"/>
        <source>Sync failed: {error}</source>
        <translation>Der Abgleich ist fehlgeschlagen: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/sync_service.py" line="224"/>
        <source>%n change(s) waiting to sync</source>
        <translation>
            <numerusform>%n Änderung wartet auf den Abgleich</numerusform>
            <numerusform>%n Änderungen warten auf den Abgleich</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="225"/>
        <source>Synced</source>
        <translation>Abgeglichen</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="196"/>
        <source>A change file from another device is incomplete or damaged ({name}); it is tried again next time.</source>
        <translation>Eine Änderungsdatei eines anderen Geräts ist unvollständig oder beschädigt ({name}); sie wird beim nächsten Mal erneut versucht.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/usable.py" line="110"/>
        <source>A change file from device {device} ({name}) could not be read and was skipped: {why}.</source>
        <translation>Eine Änderungsdatei von Gerät {device} ({name}) ließ sich nicht lesen und wurde übersprungen: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/applying.py" line="138"/>
        <location filename="../../desktop/sync/applying.py" line="289"/>
        <source>A change from another device was refused: {why}</source>
        <translation>Eine Änderung eines anderen Geräts wurde abgelehnt: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="435"/>
        <source>Another computer syncs a copy of this data folder under the same identity; this one now uses a new one, and nothing was lost.</source>
        <translation>Ein anderer Computer gleicht eine Kopie dieses Datenordners unter derselben Identität ab; dieser nutzt nun eine neue, und nichts ging verloren.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="134"/>
        <source>Sent {sent} and {deletes} in {files} ({size}); received {received} from {incoming}.</source>
        <translation>{sent} und {deletes} in {files} ({size}) gesendet; {received} aus {incoming} empfangen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/round.py" line="136"/>
        <source>%n delete(s)</source>
        <translation>
            <numerusform>%n Löschung</numerusform>
            <numerusform>%n Löschungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/cli/history.py" line="100"/>
        <location filename="../../desktop/sync/round.py" line="137"/>
        <location filename="../../desktop/sync/round.py" line="140"/>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="215"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/round.py" line="138"/>
        <location filename="../../desktop/sync/transport.py" line="258"/>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="108"/>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="54"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="232"/>
        <source>The sync passphrase does not open the changes from another device. Check the passphrase. Nothing was changed.</source>
        <translation>Die Abgleich-Passphrase öffnet die Änderungen eines anderen Geräts nicht. Prüfen Sie die Passphrase. Nichts wurde geändert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/applying.py" line="109"/>
        <source>Skipped %n change(s) from other devices that came before what they need (an earlier message, their conversation or their files): {limit} changes wait for theirs already, as many as Verbatim keeps.</source>
        <translation>
            <numerusform>%n Änderung von anderen Geräten wurde übersprungen, weil sie vor dem kam, was sie braucht (eine frühere Nachricht, ihre Unterhaltung oder ihre Dateien): {limit} Änderungen warten bereits auf das, was sie brauchen – so viele, wie Verbatim aufbewahrt.</numerusform>
            <numerusform>%n Änderungen von anderen Geräten wurden übersprungen, weil sie vor dem kamen, was sie brauchen (eine frühere Nachricht, ihre Unterhaltung oder ihre Dateien): {limit} Änderungen warten bereits auf das, was sie brauchen – so viele, wie Verbatim aufbewahrt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="42"/>
        <source>Dropped %n change(s) from other devices that waited {days} days for what they need (an earlier message, their conversation or their files).</source>
        <translation>
            <numerusform>%n Änderung von anderen Geräten wurde verworfen: Sie hat {days} Tage auf das gewartet, was sie braucht (eine frühere Nachricht, ihre Unterhaltung oder ihre Dateien).</numerusform>
            <numerusform>%n Änderungen von anderen Geräten wurden verworfen: Sie haben {days} Tage auf das gewartet, was sie brauchen (eine frühere Nachricht, ihre Unterhaltung oder ihre Dateien).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="148"/>
        <source>Skipped %n change(s) from device {device}: not in the shape of a change.</source>
        <translation>
            <numerusform>%n Änderung von Gerät {device} übersprungen: Sie hat nicht die Form einer Änderung.</numerusform>
            <numerusform>%n Änderungen von Gerät {device} übersprungen: Sie haben nicht die Form einer Änderung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="157"/>
        <source>Skipped %n change(s) from device {device}: their time is unreadable.</source>
        <translation>
            <numerusform>%n Änderung von Gerät {device} übersprungen: Ihre Zeitangabe ist unlesbar.</numerusform>
            <numerusform>%n Änderungen von Gerät {device} übersprungen: Ihre Zeitangabe ist unlesbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="166"/>
        <source>Held until their time comes: %n change(s) from device {device}, dated more than an hour ahead of this computer&apos;s clock. Check the clocks of both computers.</source>
        <translation>
            <numerusform>Zurückgehalten, bis ihre Zeit kommt: %n Änderung von Gerät {device}, mehr als eine Stunde später datiert als die Uhr dieses Computers. Prüfen Sie die Uhren beider Computer.</numerusform>
            <numerusform>Zurückgehalten, bis ihre Zeit kommt: %n Änderungen von Gerät {device}, mehr als eine Stunde später datiert als die Uhr dieses Computers. Prüfen Sie die Uhren beider Computer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/applying.py" line="368"/>
        <source>Skipped %n project(s) from other devices: Verbatim keeps at most {limit}.</source>
        <translation>
            <numerusform>%n Projekt von anderen Geräten wurde übersprungen: Verbatim bewahrt höchstens {limit} auf.</numerusform>
            <numerusform>%n Projekte von anderen Geräten wurden übersprungen: Verbatim bewahrt höchstens {limit} auf.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/applying.py" line="400"/>
        <source>a project waits for files that have not come, and {limit} changes wait for theirs already, as many as Verbatim keeps</source>
        <translation>ein Projekt wartet auf Dateien, die nicht gekommen sind, und {limit} Änderungen warten bereits auf das, was sie brauchen – so viele, wie Verbatim aufbewahrt</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="35"/>
        <source>This sync round took longer than {minutes} and stopped; what it received is kept, and the next round goes on from there.</source>
        <translation>Dieser Abgleich dauerte länger als {minutes} und wurde angehalten; was er empfangen hat, bleibt erhalten, und der nächste Abgleich macht dort weiter.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/transport.py" line="37"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="86"/>
        <source>The sync folder {folder} is not there (is its drive connected?).</source>
        <translation>Der Abgleichordner {folder} ist nicht da (ist sein Laufwerk angeschlossen?).</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="98"/>
        <source>The sync folder {folder} cannot be read: {error}.</source>
        <translation>Der Abgleichordner {folder} kann nicht gelesen werden: {error}.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="118"/>
        <source>it is not a plain file (a link, a device or a pipe)</source>
        <translation>es ist keine gewöhnliche Datei (eine Verknüpfung, ein Gerät oder eine Pipe)</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="128"/>
        <source>it cannot be read ({error})</source>
        <translation>es lässt sich nicht lesen ({error})</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="151"/>
        <source>The sync folder {folder} refused a change file: {error}.</source>
        <translation>Der Abgleichordner {folder} hat eine Änderungsdatei abgelehnt: {error}.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="206"/>
        <source>This computer&apos;s settings send connections through a proxy Verbatim cannot use for sync ({proxy}); only http and https proxies work. Nothing was changed.</source>
        <translation>Die Einstellungen dieses Computers leiten Verbindungen über einen Proxy, den Verbatim für die Synchronisierung nicht nutzen kann ({proxy}); nur HTTP- und HTTPS-Proxys funktionieren. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="234"/>
        <source>The WebDAV server at {url} could not {doing}: {detail}</source>
        <translation>Der WebDAV-Server unter {url} konnte nicht {doing}: {detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="244"/>
        <source>The WebDAV server at {url} cannot be reached: {detail}</source>
        <translation>Der WebDAV-Server unter {url} ist nicht erreichbar: {detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="254"/>
        <source>The WebDAV server at {url} was too slow to {doing}: it sent less than {rate} a second. Nothing was lost; the next round tries again.</source>
        <translation>Der WebDAV-Server unter {url} war zu langsam ({doing}): Er sendete weniger als {rate} pro Sekunde. Nichts ging verloren; der nächste Abgleich versucht es erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="297"/>
        <source>The WebDAV server at {url} refused the user name or password.</source>
        <translation>Der WebDAV-Server unter {url} hat Benutzername oder Passwort abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="302"/>
        <source>the server is out of space (its quota is full)</source>
        <translation>der Server hat keinen Platz mehr (sein Kontingent ist voll)</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="307"/>
        <source>it sent Verbatim to {target} (HTTP {status}); use that address instead</source>
        <translation>er hat Verbatim zu {target} weitergeleitet (HTTP {status}); verwenden Sie stattdessen diese Adresse</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="326"/>
        <source>its answer is longer than {size} bytes, more than any sync folder&apos;s list</source>
        <translation>seine Antwort ist länger als {size} Bytes, mehr als die Liste irgendeines Abgleichordners</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="335"/>
        <source>its answer declares XML entities, which Verbatim does not expand</source>
        <translation>seine Antwort deklariert XML-Entitäten, die Verbatim nicht auflöst</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="349"/>
        <source>its answer nests too deep</source>
        <translation>seine Antwort ist zu tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="44"/>
        <source>Keep the same conversations on every computer you use. Each device writes its own change files; none is ever overwritten, so nothing one device wrote while another was offline is lost.</source>
        <translation>Dieselben Gespräche auf jedem Computer, den Sie nutzen. Jedes Gerät schreibt eigene Änderungsdateien; keine wird je überschrieben, so geht nichts verloren, was ein Gerät schrieb, während ein anderes offline war.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="53"/>
        <source>A folder kept in sync (Syncthing, Nextcloud, Dropbox…)</source>
        <translation>Ein abgeglichener Ordner (Syncthing, Nextcloud, Dropbox…)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="54"/>
        <source>A WebDAV server (Nextcloud, ownCloud, a NAS…)</source>
        <translation>Ein WebDAV-Server (Nextcloud, ownCloud, ein NAS…)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="61"/>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="74"/>
        <source>optional: encrypts everything synced</source>
        <translation>optional: verschlüsselt alles Abgeglichene</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="75"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="84"/>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="139"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="77"/>
        <source>WebDAV address</source>
        <translation>WebDAV-Adresse</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="140"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="78"/>
        <source>User name</source>
        <translation>Benutzername</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="79"/>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="80"/>
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="138"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="118"/>
        <source>The folder to sync through</source>
        <translation>Der Ordner für den Abgleich</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="94"/>
        <source>Choose a folder or give a WebDAV address first.</source>
        <translation>Wählen Sie zuerst einen Ordner oder geben Sie eine WebDAV-Adresse an.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="15"/>
        <source>This computer has no keyring to keep the password or passphrase in. Set VERBATIM_SYNC_PASSWORD and VERBATIM_SYNC_PASSPHRASE before starting Verbatim instead.</source>
        <translation>Dieser Computer hat keinen Schlüsselbund für Passwort oder Passphrase. Setzen Sie stattdessen VERBATIM_SYNC_PASSWORD und VERBATIM_SYNC_PASSPHRASE, bevor Sie Verbatim starten.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="64"/>
        <source>The WebDAV password written into the sync address was moved to the keyring and taken out of the settings file.</source>
        <translation>Das WebDAV-Passwort, das in der Sync-Adresse stand, wurde in den Schlüsselbund verschoben und aus der Einstellungsdatei entfernt.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="68"/>
        <source>The WebDAV password written into the sync address was taken out of the settings file. This computer has no keyring: set VERBATIM_SYNC_PASSWORD before starting Verbatim, or enter the password in Settings → Sync.</source>
        <translation>Das WebDAV-Passwort, das in der Sync-Adresse stand, wurde aus der Einstellungsdatei entfernt. Dieser Computer hat keinen Schlüsselbund: Setzen Sie VERBATIM_SYNC_PASSWORD, bevor Sie Verbatim starten, oder geben Sie das Passwort unter Einstellungen → Sync ein.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/sync_setup.py" line="103"/>
        <source>Reached. Changes from %n device(s) are there.</source>
        <translation>
            <numerusform>Erreichbar. Dort liegen Änderungen von %n Gerät.</numerusform>
            <numerusform>Erreichbar. Dort liegen Änderungen von %n Geräten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="148"/>
        <location filename="../../desktop/sync/transport.py" line="120"/>
        <location filename="../../desktop/sync/transport.py" line="130"/>
        <location filename="../../desktop/sync/transport.py" line="377"/>
        <source>it is larger than any change file may be</source>
        <translation>sie ist größer, als eine Änderungsdatei sein darf</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="152"/>
        <source>it is encrypted, and this device has no sync passphrase</source>
        <translation>sie ist verschlüsselt, und dieses Gerät hat keine Sync-Passphrase</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="164"/>
        <source>it does not open with this device&apos;s passphrase: it was altered, or that device uses another passphrase</source>
        <translation>sie lässt sich mit der Passphrase dieses Geräts nicht öffnen: Sie wurde verändert, oder jenes Gerät verwendet eine andere Passphrase</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="173"/>
        <source>it is not encrypted, while this device syncs with a passphrase (someone without the passphrase may have written it)</source>
        <translation>sie ist nicht verschlüsselt, während dieses Gerät mit einer Passphrase synchronisiert (jemand ohne die Passphrase könnte sie geschrieben haben)</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="179"/>
        <source>it is not a Verbatim change file</source>
        <translation>sie ist keine Änderungsdatei von Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="221"/>
        <source>it inflates to more than any change file may hold</source>
        <translation>sie entpackt sich zu mehr, als eine Änderungsdatei enthalten darf</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="218"/>
        <source>its compression is damaged ({error})</source>
        <translation>ihre Kompression ist beschädigt ({error})</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="131"/>
        <source>it holds more than {count} values, more than any change file may</source>
        <translation>sie enthält mehr als {count} Werte, mehr als eine Änderungsdatei enthalten darf</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="216"/>
        <source>it is cut short</source>
        <translation>sie ist abgeschnitten</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="139"/>
        <source>a line of it cannot be read: {why}</source>
        <translation>eine ihrer Zeilen lässt sich nicht lesen: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="136"/>
        <source>it holds something that is not a change</source>
        <translation>sie enthält etwas, das keine Änderung ist</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/stdio.py" line="51"/>
        <source>The tool server sent a message larger than {limit} MB; Verbatim did not read it.</source>
        <translation>Der Werkzeugserver hat eine Nachricht größer als {limit} MB geschickt; Verbatim hat sie nicht gelesen.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/provider_setup.py" line="35"/>
        <source>The server did not answer within 10 seconds.</source>
        <translation>Der Server hat nicht innerhalb von 10 Sekunden geantwortet.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/provider_setup.py" line="37"/>
        <source>Verbatim could not test this provider: {error}</source>
        <translation>Verbatim konnte diesen Anbieter nicht testen: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/cli/history.py" line="45"/>
        <source>Read a {kind} export: {conversations}, {messages}. Imported {new_conversations} and {new_messages}; {present} already here.</source>
        <translation>{kind}-Export gelesen: {conversations}, {messages}. Importiert: {new_conversations} und {new_messages}; {present} schon hier.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/cli/history.py" line="48"/>
        <location filename="../../desktop/cli/history.py" line="50"/>
        <location filename="../../desktop/cli/history.py" line="99"/>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="232"/>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="216"/>
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n Unterhaltung</numerusform>
            <numerusform>%n Unterhaltungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/cli/history.py" line="37"/>
        <source>{why} Nothing was imported.</source>
        <translation>{why} Es wurde nichts importiert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/cli/history.py" line="49"/>
        <location filename="../../desktop/cli/history.py" line="51"/>
        <location filename="../../desktop/cli/history.py" line="52"/>
        <location filename="../../desktop/sync/round.py" line="135"/>
        <location filename="../../desktop/sync/round.py" line="139"/>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="236"/>
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n Nachricht</numerusform>
            <numerusform>%n Nachrichten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/cli/history.py" line="58"/>
        <source>Projects: {projects} in the file, {new} new here.</source>
        <translation>Projekte: {projects} in der Datei, davon {new} neu hier.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/cli/history.py" line="59"/>
        <source>%n project(s)</source>
        <translation>
            <numerusform>%n Projekt</numerusform>
            <numerusform>%n Projekte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/local/backend.py" line="86"/>
        <source>Reading your question…</source>
        <translation>Ihre Frage wird gelesen…</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="178"/>
        <source>The local engine stopped unexpectedly. The words that arrived are kept; press Retry to start it again.</source>
        <translation>Die lokale Engine wurde unerwartet beendet. Die angekommenen Wörter sind gespeichert; drücken Sie „Erneut versuchen“, um sie wieder zu starten.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="116"/>
        <source>its header is larger than any model&apos;s</source>
        <translation>ihr Kopf ist größer als der jedes Modells</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="119"/>
        <source>it ends inside its header (a cut download?)</source>
        <translation>sie endet mitten in ihrem Kopf (ein abgebrochener Download?)</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="133"/>
        <source>it claims a text of {n} bytes</source>
        <translation>sie gibt einen Text von {n} Bytes an</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="143"/>
        <source>it claims a list of {n} items</source>
        <translation>sie gibt eine Liste von {n} Einträgen an</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="150"/>
        <source>it holds a list of a kind GGUF does not have</source>
        <translation>sie enthält eine Liste einer Art, die es in GGUF nicht gibt</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="152"/>
        <source>it holds a value of a kind GGUF does not have ({kind})</source>
        <translation>sie enthält einen Wert einer Art, die es in GGUF nicht gibt ({kind})</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="157"/>
        <source>“{name}” is not a model file Verbatim can use: {why}.</source>
        <translation>„{name}“ ist keine Modelldatei, die Verbatim verwenden kann: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="172"/>
        <source>Verbatim cannot read “{path}”: {why}.</source>
        <translation>Verbatim kann „{path}“ nicht lesen: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="190"/>
        <source>it is not a GGUF file</source>
        <translation>sie ist keine GGUF-Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="193"/>
        <source>it is GGUF version {version}; versions 2 and 3 are read</source>
        <translation>sie ist GGUF-Version {version}; gelesen werden die Versionen 2 und 3</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="194"/>
        <source>it claims {n} tensors</source>
        <translation>sie gibt {n} Tensoren an</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="195"/>
        <source>it claims {n} keys</source>
        <translation>sie gibt {n} Schlüssel an</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="208"/>
        <source>it does not say which architecture it is</source>
        <translation>sie sagt nicht, welche Architektur sie hat</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="210"/>
        <source>its first bytes do not say how large it is</source>
        <translation>seine ersten Bytes sagen nicht, wie groß es ist</translation>
    </message>
    <message>
        <location filename="../../desktop/local/library.py" line="154"/>
        <source>There is no model called “{name}”.</source>
        <translation>Es gibt kein Modell namens „{name}“.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="145"/>
        <source>There is no local model called “{name}”. Add one under Models on this computer (in the model menu), then press Retry.</source>
        <translation>Es gibt kein lokales Modell namens „{name}“. Fügen Sie eines unter „Modelle auf diesem Computer“ (im Modellmenü) hinzu und drücken Sie dann „Erneut versuchen“.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="158"/>
        <source>{fault} This answer goes on on the processor.</source>
        <translation>{fault} Diese Antwort geht auf dem Prozessor weiter.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="174"/>
        <source>{fault} The words that arrived are kept; press Retry to go on on the processor.</source>
        <translation>{fault} Die angekommenen Wörter bleiben erhalten; drücken Sie „Erneut versuchen“, um auf dem Prozessor weiterzumachen.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="229"/>
        <source>The engine that runs models on this computer is not installed yet. From a source checkout, run “make engine” once (a few minutes).</source>
        <translation>Die Engine, die Modelle auf diesem Computer ausführt, ist noch nicht installiert. In einem Quellcode-Checkout einmal „make engine“ ausführen (ein paar Minuten).</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="236"/>
        <source>This computer&apos;s processor lacks AVX2, which the engine that comes with Verbatim needs. A model server such as Ollama works instead (Settings → Providers).</source>
        <translation>Der Prozessor dieses Computers hat kein AVX2, das die mit Verbatim gelieferte Engine braucht. Ein Modellserver wie Ollama funktioniert stattdessen (Einstellungen → Anbieter).</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="274"/>
        <source>Starting the engine for “{name}”…</source>
        <translation>Die Engine für „{name}“ wird gestartet…</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="287"/>
        <source>The local engine could not start: {why}.</source>
        <translation>Die lokale Engine konnte nicht starten: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="328"/>
        <source>Loading “{name}” into memory…</source>
        <translation>„{name}“ wird in den Speicher geladen…</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="343"/>
        <source>Loading “{name}” into memory… {percent} %</source>
        <translation>„{name}“ wird in den Speicher geladen… {percent} %</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_log.py" line="42"/>
        <source>it ended without saying why</source>
        <translation>sie endete, ohne zu sagen, warum</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="357"/>
        <source>The local engine could not load “{name}”: {why}. Nothing was lost; the engine&apos;s own words are in {log}.</source>
        <translation>Die lokale Engine konnte „{name}“ nicht laden: {why}. Nichts ging verloren; die eigenen Worte der Engine stehen in {log}.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="132"/>
        <source>“{repo}” offers no GGUF model file Verbatim can run.</source>
        <translation>„{repo}“ bietet keine GGUF-Modelldatei, die Verbatim ausführen kann.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="172"/>
        <source>“{repo}” has no file “{file}”.</source>
        <translation>„{repo}“ hat keine Datei „{file}“.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="207"/>
        <source>{why} Nothing was added.</source>
        <translation>{why} Es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="19"/>
        <source>There is no file at “{path}”.</source>
        <translation>Unter „{path}“ gibt es keine Datei.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="21"/>
        <source>“{path}” cannot be read ({why}).</source>
        <translation>„{path}“ kann nicht gelesen werden ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="25"/>
        <source>“{path}” is a folder, not a file.</source>
        <translation>„{path}“ ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="27"/>
        <source>“{path}” is a pipe, not a regular file.</source>
        <translation>„{path}“ ist eine Pipe, keine gewöhnliche Datei.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="29"/>
        <source>“{path}” is a device, not a regular file.</source>
        <translation>„{path}“ ist ein Gerät, keine gewöhnliche Datei.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="30"/>
        <source>“{path}” is not a regular file.</source>
        <translation>„{path}“ ist keine gewöhnliche Datei.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="213"/>
        <source>The model could not be copied into Verbatim&apos;s folder: {why}. Nothing was added.</source>
        <translation>Das Modell konnte nicht in den Ordner von Verbatim kopiert werden: {why}. Nichts wurde hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="390"/>
        <source>The engine could not be prepared: {why}.</source>
        <translation>Die Engine konnte nicht vorbereitet werden: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_build.py" line="66"/>
        <source>The engine could not be prepared: {why}. Nothing else changed; “make engine” in a terminal shows the whole story.</source>
        <translation>Die Engine konnte nicht vorbereitet werden: {why}. Sonst hat sich nichts geändert; „make engine“ in einem Terminal zeigt alles.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_build.py" line="68"/>
        <source>the build ended without saying why</source>
        <translation>der Bau endete, ohne zu sagen, warum</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/local_models.py" line="41"/>
        <source>The model catalogue on Hugging Face cannot be reached: this computer seems to be offline. Models already on this computer, and “I already have a model file…”, still work.</source>
        <translation>Der Modellkatalog auf Hugging Face ist nicht erreichbar: Dieser Computer scheint offline zu sein. Modelle, die schon auf diesem Computer sind, und „Ich habe schon eine Modelldatei…“ funktionieren weiterhin.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="93"/>
        <source>“{what}” asks you to accept its terms on huggingface.co first; Verbatim only downloads models anyone may.</source>
        <translation>„{what}“ verlangt, zuerst seine Bedingungen auf huggingface.co anzunehmen; Verbatim lädt nur Modelle, die jeder laden darf.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="99"/>
        <source>Hugging Face has no model called “{what}”.</source>
        <translation>Hugging Face hat kein Modell namens „{what}“.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="101"/>
        <location filename="../../desktop/local/speech_hub.py" line="103"/>
        <source>Hugging Face has no file “{what}”.</source>
        <translation>Hugging Face hat keine Datei „{what}“.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="106"/>
        <location filename="../../desktop/local/hub.py" line="133"/>
        <source>Hugging Face could not be reached or answered oddly: {why}.</source>
        <translation>Hugging Face war nicht erreichbar oder antwortete seltsam: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="128"/>
        <source>The disk filled up during the download. The partial file was removed; free some space and try again.</source>
        <translation>Die Festplatte wurde während des Downloads voll. Die unvollständige Datei wurde entfernt; schaffen Sie Platz und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="244"/>
        <location filename="../../desktop/local/speech_hub.py" line="197"/>
        <source>“{name}” went on past the {size} Hugging Face lists for it, so the download was stopped and nothing of it was kept.</source>
        <translation>„{name}“ ging über die {size} hinaus, die Hugging Face dafür angibt; der Download wurde daher angehalten und nichts davon behalten.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="252"/>
        <source>Hugging Face lists no size for “{name}”, and it went on past {size}, the most Verbatim takes of such a file here, so the download was stopped and nothing of it was kept.</source>
        <translation>Hugging Face gibt für „{name}“ keine Größe an, und die Datei ging über {size} hinaus, das Höchste, was Verbatim hier von einer solchen Datei annimmt; der Download wurde daher angehalten und nichts davon behalten.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="261"/>
        <location filename="../../desktop/local/speech_hub.py" line="166"/>
        <source>“{name}” needs {need} of free disk space and {free} is free. Nothing was downloaded.</source>
        <translation>„{name}“ braucht {need} freien Speicherplatz, frei sind {free}. Es wurde nichts heruntergeladen.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="301"/>
        <source>“{name}” did not arrive as Hugging Face lists it (its checksum differs), so it was removed. Try the download again.</source>
        <translation>„{name}“ kam nicht so an, wie Hugging Face es angibt (die Prüfsumme weicht ab), und wurde entfernt. Versuchen Sie den Download erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="121"/>
        <source>“{name}” is protected by a password. Open it, save a copy without the password, and attach that.</source>
        <translation>„{name}“ ist mit einem Passwort geschützt. Öffnen Sie die Datei, speichern Sie eine Kopie ohne Passwort und hängen Sie diese an.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="136"/>
        <source>“{name}” unpacks to far more than a document holds (a zip bomb?), so Verbatim did not open it.</source>
        <translation>„{name}“ entpackt sich zu weit mehr, als ein Dokument enthält (eine Zip-Bombe?); Verbatim hat die Datei daher nicht geöffnet.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="144"/>
        <source>“{name}” declares XML entities, which can make a small file expand without end, so Verbatim did not read it.</source>
        <translation>„{name}“ deklariert XML-Entitäten, mit denen sich eine kleine Datei endlos aufblähen kann; Verbatim hat die Datei daher nicht gelesen.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/paging.py" line="60"/>
        <location filename="../../desktop/engine/attachments.py" line="99"/>
        <source>“{name}” could not be read; the file may be damaged or cut short.</source>
        <translation>„{name}“ ließ sich nicht lesen; die Datei ist vielleicht beschädigt oder abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="171"/>
        <source>“{name}” is protected by a password. Open it in a PDF reader, save a copy without the password, and attach that.</source>
        <translation>„{name}“ ist mit einem Passwort geschützt. Öffnen Sie die Datei in einem PDF-Programm, speichern Sie eine Kopie ohne Passwort und hängen Sie diese an.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="352"/>
        <source>“{name}” needs more memory to read than Verbatim allows a document.</source>
        <translation>„{name}“ braucht zum Lesen mehr Speicher, als Verbatim einem Dokument gewährt.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="357"/>
        <location filename="../../desktop/documents/reader.py" line="242"/>
        <source>“{name}” could not be read as {kind}; the file may be damaged.</source>
        <translation>„{name}“ ließ sich nicht als {kind} lesen; die Datei ist vielleicht beschädigt.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/projects.py" line="30"/>
        <source>A project needs a name.</source>
        <translation>Ein Projekt braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/projects.py" line="72"/>
        <source>“{name}” was deleted on another device, so your changes could not be kept. Its instructions were: {instructions}</source>
        <translation>„{name}“ wurde auf einem anderen Gerät gelöscht, daher konnten Ihre Änderungen nicht übernommen werden. Die Anweisungen lauteten: {instructions}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/projects.py" line="92"/>
        <source>This project was deleted.</source>
        <translation>Dieses Projekt wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/project_store.py" line="181"/>
        <source>The project&apos;s file “{name}” is missing its contents.</source>
        <translation>Der Projektdatei „{name}“ fehlt ihr Inhalt.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="56"/>
        <source>{name} · {pages} · {words} words, as Verbatim read it</source>
        <translation>{name} · {pages} · {words} Wörter, wie Verbatim es gelesen hat</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="66"/>
        <source>This document has no text layer: its pages are pictures (a scan), so there were no words to read. The model is told so.</source>
        <translation>Dieses Dokument hat keine Textebene: Seine Seiten sind Bilder (ein Scan), daher gab es keine Wörter zu lesen. Das Modell erfährt das.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="76"/>
        <location filename="../../desktop/ui/documents/document_view.py" line="78"/>
        <source>Go to page</source>
        <translation>Zu Seite springen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="244"/>
        <location filename="../../desktop/ui/documents/document_view.py" line="294"/>
        <source>Sources:</source>
        <translation>Quellen:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/documents/document_view.py" line="251"/>
        <source>{name}, page(s)</source>
        <translation>
            <numerusform>{name}, Seite</numerusform>
            <numerusform>{name}, Seiten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="274"/>
        <source>Open {name} at page {n}: the model was given the whole document</source>
        <translation>{name} auf Seite {n} öffnen: Das Modell hat das ganze Dokument erhalten</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="277"/>
        <source>Open {name} at page {n}</source>
        <translation>{name} auf Seite {n} öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="309"/>
        <source>Open {address} in the browser</source>
        <translation>{address} im Browser öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="311"/>
        <source>{address} is not a web address: it is not opened</source>
        <translation>{address} ist keine Webadresse: sie wird nicht geöffnet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="272"/>
        <source>Open {name} at page {n}, at the passage the model was given</source>
        <translation>{name} auf Seite {n} öffnen, an der Stelle, die das Modell erhalten hat</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_part.py" line="139"/>
        <source>Add files to the project</source>
        <translation>Dateien zum Projekt hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="116"/>
        <source>a PDF</source>
        <translation>ein PDF</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="117"/>
        <source>a Word document</source>
        <translation>ein Word-Dokument</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="118"/>
        <source>a PowerPoint presentation</source>
        <translation>eine PowerPoint-Präsentation</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="119"/>
        <source>an Excel workbook</source>
        <translation>eine Excel-Arbeitsmappe</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="120"/>
        <source>an OpenDocument text</source>
        <translation>ein OpenDocument-Textdokument</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="121"/>
        <source>an EPUB book</source>
        <translation>ein EPUB-Buch</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="122"/>
        <source>an RTF document</source>
        <translation>ein RTF-Dokument</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="123"/>
        <source>a web page</source>
        <translation>eine Webseite</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="124"/>
        <source>a Markdown file</source>
        <translation>eine Markdown-Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="125"/>
        <source>a CSV table</source>
        <translation>eine CSV-Tabelle</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="126"/>
        <source>a picture</source>
        <translation>ein Bild</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="33"/>
        <source>Reads pictures as well as text.</source>
        <translation>Liest Bilder ebenso wie Text.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="35"/>
        <source>Made for writing and explaining code.</source>
        <translation>Gemacht, um Code zu schreiben und zu erklären.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="37"/>
        <source>Tiny and quick: short answers and simple tasks, on any computer.</source>
        <translation>Winzig und schnell: kurze Antworten und einfache Aufgaben, auf jedem Computer.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="39"/>
        <source>Small and quick: everyday questions, summaries and drafts.</source>
        <translation>Klein und schnell: Alltagsfragen, Zusammenfassungen und Entwürfe.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="41"/>
        <source>Medium: writing, reasoning and code, given enough memory.</source>
        <translation>Mittel: Schreiben, Nachdenken und Code, bei genug Arbeitsspeicher.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="42"/>
        <source>Large: the most careful answers, on a strong computer.</source>
        <translation>Groß: die sorgfältigsten Antworten, auf einem leistungsstarken Computer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/local_models/model_cards.py" line="115"/>
        <source>reads %n token(s)</source>
        <translation>
            <numerusform>liest %n Token</numerusform>
            <numerusform>liest %n Token</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="116"/>
        <source>needs {memory} here</source>
        <translation>braucht hier {memory}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/bounded_json.py" line="150"/>
        <source>one conversation (or one file in it) is larger than {mb} MB, the most Verbatim reads at once</source>
        <translation>eine Unterhaltung (oder eine Datei darin) ist größer als {mb} MB, mehr als Verbatim auf einmal liest</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/bounded_json.py" line="163"/>
        <source>it holds more than {size} bytes of blank space in a row</source>
        <translation>sie enthält mehr als {size} Bytes Leerraum am Stück</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/bounded_json.py" line="164"/>
        <source>it holds a text longer than {size} bytes</source>
        <translation>sie enthält einen Text, der länger als {size} Bytes ist</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/provider_names.py" line="18"/>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="237"/>
        <source>an unexpected error ({kind}) with no message</source>
        <translation>ein unerwarteter Fehler ({kind}) ohne Meldung</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="242"/>
        <source>there was not enough memory</source>
        <translation>der Arbeitsspeicher reichte nicht aus</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="243"/>
        <location filename="../../desktop/web/fetch.py" line="354"/>
        <source>it took too long</source>
        <translation>es hat zu lange gedauert</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="244"/>
        <source>permission was refused</source>
        <translation>die Berechtigung wurde verweigert</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="245"/>
        <source>a file it needed is not there</source>
        <translation>eine benötigte Datei fehlt</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="246"/>
        <source>the connection was lost</source>
        <translation>die Verbindung wurde unterbrochen</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="247"/>
        <source>the system refused</source>
        <translation>das System hat abgelehnt</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="248"/>
        <source>the data is nested too deeply</source>
        <translation>die Daten sind zu tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="249"/>
        <source>it was interrupted</source>
        <translation>es wurde unterbrochen</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/sequence.py" line="209"/>
        <source>This sync round needed more memory than this computer gave Verbatim, and stopped. What it received so far is kept; the next round tries again.</source>
        <translation>Dieser Abgleich brauchte mehr Arbeitsspeicher, als dieser Computer Verbatim zugestanden hat, und wurde angehalten. Was bisher empfangen wurde, bleibt erhalten; der nächste Abgleich versucht es erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/update_line.py" line="44"/>
        <location filename="../../desktop/ui/update_line.py" line="84"/>
        <source>What&apos;s new</source>
        <translation>Was ist neu</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/update_line.py" line="82"/>
        <source>Verbatim {version} is out:</source>
        <translation>Verbatim {version} ist erschienen:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/update_line.py" line="84"/>
        <source>Opens the release&apos;s page in your browser</source>
        <translation>Öffnet die Seite dieser Version in Ihrem Browser</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="61"/>
        <source>{address} took longer than {seconds} seconds to read, so it was left out.</source>
        <translation>Das Lesen von {address} dauerte länger als {seconds} Sekunden, daher wurde die Seite weggelassen.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="76"/>
        <source>{address} could not be read within the memory and time Verbatim allows a page, so it was left out.</source>
        <translation>{address} konnte nicht innerhalb des Speichers und der Zeit gelesen werden, die Verbatim einer Seite gewährt, und wurde daher ausgelassen.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="94"/>
        <source>{address} has no text to read.</source>
        <translation>{address} enthält keinen lesbaren Text.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="115"/>
        <source>{address} is a scanned PDF with no text layer.</source>
        <translation>{address} ist ein gescanntes PDF ohne Textebene.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="114"/>
        <source>it is this computer itself (a loopback address)</source>
        <translation>es ist dieser Computer selbst (eine Loopback-Adresse)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="116"/>
        <source>it is the cloud metadata service&apos;s address</source>
        <translation>es ist die Adresse des Cloud-Metadatendienstes</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="118"/>
        <source>it is a link-local address (this computer&apos;s own network segment)</source>
        <translation>es ist eine Link-Local-Adresse (das eigene Netzsegment dieses Computers)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="126"/>
        <source>it is a shared address of the internet provider&apos;s network (CGNAT)</source>
        <translation>es ist eine gemeinsam genutzte Adresse im Netz des Internetanbieters (CGNAT)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="128"/>
        <source>it is a unique local address (a private network)</source>
        <translation>es ist eine Unique-Local-Adresse (ein privates Netz)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="130"/>
        <source>it is a private network&apos;s address (a home or office network)</source>
        <translation>es ist die Adresse eines privaten Netzes (zu Hause oder im Büro)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="132"/>
        <source>it is not a public internet address</source>
        <translation>es ist keine öffentliche Internetadresse</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="149"/>
        <source>{address} did not answer within {seconds} seconds.</source>
        <translation>{address} hat nicht innerhalb von {seconds} Sekunden geantwortet.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="166"/>
        <source>Verbatim does not fetch {address}: {why}.</source>
        <translation>Verbatim ruft {address} nicht ab: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="177"/>
        <source>{address} redirected more than {count} times; Verbatim stopped following it.</source>
        <translation>{address} hat mehr als {count}-mal weitergeleitet; Verbatim folgt nicht weiter.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="188"/>
        <source>{address} is not a web address.</source>
        <translation>{address} ist keine Webadresse.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="191"/>
        <source>Verbatim fetches only http and https addresses, not {address}.</source>
        <translation>Verbatim ruft nur http- und https-Adressen ab, nicht {address}.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="214"/>
        <source>The name {host} could not be found.</source>
        <translation>Der Name {host} wurde nicht gefunden.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="243"/>
        <source>{address} could not be reached ({why}).</source>
        <translation>{address} war nicht erreichbar ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="250"/>
        <source>{address} redirected without saying where.</source>
        <translation>{address} hat weitergeleitet, ohne ein Ziel zu nennen.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="256"/>
        <source>{address} answered {status} instead of the page.</source>
        <translation>{address} hat mit {status} statt mit der Seite geantwortet.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="278"/>
        <source>{address} is not a web page, text or PDF (it is “{type}”); Verbatim reads only those.</source>
        <translation>{address} ist keine Webseite, kein Text und kein PDF (sondern „{type}“); Verbatim liest nur diese.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="294"/>
        <source>{address} is larger than {size} MB; Verbatim stopped reading it.</source>
        <translation>{address} ist größer als {size} MB; Verbatim hat das Lesen abgebrochen.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="345"/>
        <source>{address} was sent in an encoding Verbatim did not ask for ({encoding}).</source>
        <translation>{address} wurde in einer Kodierung gesendet, die Verbatim nicht angefordert hat ({encoding}).</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="324"/>
        <source>{address} sent a damaged compressed page.</source>
        <translation>{address} hat eine beschädigte komprimierte Seite gesendet.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="328"/>
        <source>{address} broke off while sending ({why}).</source>
        <translation>{address} hat beim Senden abgebrochen ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="356"/>
        <source>the connection was refused or failed</source>
        <translation>die Verbindung wurde abgelehnt oder ist fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="358"/>
        <source>it did not answer in HTTP</source>
        <translation>die Antwort war kein HTTP</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="359"/>
        <source>the connection failed</source>
        <translation>die Verbindung ist fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="77"/>
        <source>Brave Search needs an API key. Add it in Settings → Web search (or set BRAVE_API_KEY), or answer without search.</source>
        <translation>Brave Search braucht einen API-Schlüssel. Fügen Sie ihn unter Einstellungen → Websuche hinzu (oder setzen Sie BRAVE_API_KEY), oder antworten Sie ohne Suche.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="87"/>
        <source>The SearXNG instance at {address}</source>
        <translation>Die SearXNG-Instanz unter {address}</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="90"/>
        <source>{name} is not a web address.</source>
        <translation>{name} ist keine Webadresse.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="96"/>
        <location filename="../../desktop/web/search.py" line="107"/>
        <source>{name} did not answer with search results.</source>
        <translation>{name} hat nicht mit Suchergebnissen geantwortet.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="101"/>
        <source>Brave Search</source>
        <translation>Brave Search</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="155"/>
        <source>{name} refused the API key ({status}). Check it in Settings → Web search, or answer without search.</source>
        <translation>{name} hat den API-Schlüssel abgelehnt ({status}). Prüfen Sie ihn unter Einstellungen → Websuche, oder antworten Sie ohne Suche.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="164"/>
        <source>{name} refused to answer in JSON (403). Its settings.yml must list json under search: formats.</source>
        <translation>{name} hat eine Antwort in JSON abgelehnt (403). In seiner settings.yml muss json unter search: formats stehen.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="172"/>
        <source>{name} says too many searches were asked for (429). Wait a little, or answer without search.</source>
        <translation>{name} meldet zu viele Suchanfragen (429). Warten Sie etwas, oder antworten Sie ohne Suche.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="180"/>
        <source>{name} answered {status} instead of results.</source>
        <translation>{name} hat mit {status} statt mit Ergebnissen geantwortet.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="189"/>
        <source>{name} sent far too long an answer.</source>
        <translation>{name} hat eine viel zu lange Antwort gesendet.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="192"/>
        <source>{name} did not answer within {seconds} seconds.</source>
        <translation>{name} hat nicht innerhalb von {seconds} Sekunden geantwortet.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="196"/>
        <source>{name} could not be reached. Is it running? Check its address.</source>
        <translation>{name} war nicht erreichbar. Läuft es? Prüfen Sie die Adresse.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="201"/>
        <source>{name} did not answer in JSON.</source>
        <translation>{name} hat nicht in JSON geantwortet.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="207"/>
        <source>DuckDuckGo</source>
        <translation>DuckDuckGo</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="218"/>
        <source>{name} could not be reached, or refused the search. Try again later, or answer without search.</source>
        <translation>{name} war nicht erreichbar oder hat die Suche abgelehnt. Versuchen Sie es später noch einmal, oder antworten Sie ohne Suche.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="226"/>
        <source>{name} refused the search; it may be limiting searches. Try again later.</source>
        <translation>{name} hat die Suche abgelehnt; vielleicht begrenzt es die Suchanfragen. Versuchen Sie es später noch einmal.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="51"/>
        <source>the SearXNG instance at {address}</source>
        <translation>die SearXNG-Instanz unter {address}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="53"/>
        <source>Brave Search (api.search.brave.com)</source>
        <translation>Brave Search (api.search.brave.com)</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="54"/>
        <source>DuckDuckGo (duckduckgo.com)</source>
        <translation>DuckDuckGo (duckduckgo.com)</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="66"/>
        <source>This computer has no keyring (password store) Verbatim can use, so the key cannot be saved safely. Set the BRAVE_API_KEY environment variable before starting Verbatim instead.</source>
        <translation>Dieser Computer hat keinen Schlüsselbund (Passwortspeicher), den Verbatim nutzen kann; der Schlüssel kann daher nicht sicher gespeichert werden. Setzen Sie stattdessen vor dem Start von Verbatim die Umgebungsvariable BRAVE_API_KEY.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="78"/>
        <source>The key could not be kept in the keyring: {error}</source>
        <translation>Der Schlüssel konnte nicht im Schlüsselbund gespeichert werden: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="119"/>
        <source>Web search is on: your question goes to {where}, and Verbatim fetches the pages it finds. The globe by the message box turns it off.</source>
        <translation>Die Websuche ist an: Ihre Frage geht an {where}, und Verbatim lädt die gefundenen Seiten. Der Globus neben dem Eingabefeld schaltet sie aus.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="171"/>
        <source>{why} This answer was written without search.</source>
        <translation>{why} Diese Antwort wurde ohne Suche geschrieben.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="178"/>
        <source>None of the pages the search found could be read ({why}). This answer was written without search.</source>
        <translation>Keine der gefundenen Seiten konnte gelesen werden ({why}). Diese Antwort wurde ohne Suche geschrieben.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="184"/>
        <source>The search found nothing. This answer was written without search.</source>
        <translation>Die Suche hat nichts gefunden. Diese Antwort wurde ohne Suche geschrieben.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="37"/>
        <source>With the globe by the message box on, Verbatim sends your question to the search provider chosen here, fetches the pages it finds and gives the model their most relevant passages, numbered, so the answer can cite them.</source>
        <translation>Ist der Globus neben dem Eingabefeld an, sendet Verbatim Ihre Frage an den hier gewählten Suchanbieter, lädt die gefundenen Seiten und gibt dem Modell deren wichtigste Abschnitte, nummeriert, damit die Antwort sie zitieren kann.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="46"/>
        <source>No web search</source>
        <translation>Keine Websuche</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="47"/>
        <source>A SearXNG instance (on this computer or your network)</source>
        <translation>Eine SearXNG-Instanz (auf diesem Computer oder in Ihrem Netzwerk)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="48"/>
        <source>Brave Search (needs an API key)</source>
        <translation>Brave Search (braucht einen API-Schlüssel)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="49"/>
        <source>DuckDuckGo (no key)</source>
        <translation>DuckDuckGo (ohne Schlüssel)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="76"/>
        <source>The globe starts on for each question; it can still be turned off for one.</source>
        <translation>Der Globus ist bei jeder Frage zunächst an; für eine einzelne Frage lässt er sich ausschalten.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="103"/>
        <source>The SearXNG address must start with http:// or https://.</source>
        <translation>Die SearXNG-Adresse muss mit http:// oder https:// beginnen.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/dictation.py" line="67"/>
        <source>{why} Nothing was transcribed.</source>
        <translation>{why} Es wurde nichts transkribiert.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/dictation.py" line="250"/>
        <location filename="../../desktop/voice/speech.py" line="106"/>
        <source>No speech model is installed, so dictation cannot start. The keyboard works as always.</source>
        <translation>Es ist kein Sprachmodell installiert, daher kann das Diktieren nicht beginnen. Die Tastatur funktioniert wie immer.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="84"/>
        <source>No microphone was found. Connect one and press the microphone again; the keyboard works as always.</source>
        <translation>Es wurde kein Mikrofon gefunden. Schließen Sie eines an und drücken Sie erneut auf das Mikrofon; die Tastatur funktioniert wie immer.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="115"/>
        <source>The microphone could not be opened. The keyboard works as always.</source>
        <translation>Das Mikrofon konnte nicht geöffnet werden. Die Tastatur funktioniert wie immer.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="134"/>
        <source>Allow Verbatim to use the microphone, then press the microphone again.</source>
        <translation>Erlauben Sie Verbatim, das Mikrofon zu verwenden, und drücken Sie dann erneut auf das Mikrofon.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="139"/>
        <source>Verbatim may not use the microphone. Allow it in the system&apos;s privacy settings; the keyboard works as always.</source>
        <translation>Verbatim darf das Mikrofon nicht verwenden. Erlauben Sie es in den Datenschutzeinstellungen des Systems; die Tastatur funktioniert wie immer.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="202"/>
        <source>The microphone stopped ({error}). The words heard until then are in the message.</source>
        <translation>Das Mikrofon hat aufgehört ({error}). Die bis dahin gehörten Wörter stehen in der Nachricht.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="281"/>
        <source>The words of a dictation interrupted when Verbatim last closed are back in the message. Send them, or empty the message to discard them.</source>
        <translation>Die Wörter eines Diktats, das beim letzten Schließen von Verbatim unterbrochen wurde, stehen wieder in der Nachricht. Senden Sie sie, oder leeren Sie die Nachricht, um sie zu verwerfen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="291"/>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="292"/>
        <source>it stopped giving sound</source>
        <translation>es lieferte keinen Ton mehr</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="293"/>
        <source>the sound system failed</source>
        <translation>das Audiosystem ist ausgefallen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="294"/>
        <source>no sound</source>
        <translation>kein Ton</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/speech.py" line="149"/>
        <source>The speech engine could not be loaded ({why}), so dictation cannot start. The keyboard works as always.</source>
        <translation>Die Spracherkennung konnte nicht geladen werden ({why}), daher kann das Diktieren nicht beginnen. Die Tastatur funktioniert wie immer.</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/speech.py" line="169"/>
        <source>The speech model in {path} could not be loaded ({why}).</source>
        <translation>Das Sprachmodell in {path} konnte nicht geladen werden ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/speech.py" line="205"/>
        <source>{name} could not be read as sound ({why}).</source>
        <translation>{name} konnte nicht als Ton gelesen werden ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_choice.py" line="73"/>
        <source>this installation has no GPU engine</source>
        <translation>diese Installation hat keine GPU-Engine</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="80"/>
        <source>On the processor ({why})</source>
        <translation>Auf dem Prozessor ({why})</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="81"/>
        <source>On the processor</source>
        <translation>Auf dem Prozessor</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="83"/>
        <source>On the GPU: {name} (Vulkan)</source>
        <translation>Auf der GPU: {name} (Vulkan)</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="85"/>
        <source>On the GPU: {name} (Vulkan), {layers} of {of} layers</source>
        <translation>Auf der GPU: {name} (Vulkan), {layers} von {of} Schichten</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="106"/>
        <source>no GPU driver found</source>
        <translation>kein GPU-Treiber gefunden</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="108"/>
        <source>No graphics driver with Vulkan was found; install mesa-vulkan-drivers or your card&apos;s driver.</source>
        <translation>Es wurde kein Grafiktreiber mit Vulkan gefunden; installieren Sie mesa-vulkan-drivers oder den Treiber Ihrer Karte.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="156"/>
        <source>as chosen in Settings</source>
        <translation>wie in den Einstellungen gewählt</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="168"/>
        <source>no graphics card found</source>
        <translation>keine Grafikkarte gefunden</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="170"/>
        <source>Only a software Vulkan device ({name}) was found, which is slower than the processor; install your graphics card&apos;s driver.</source>
        <translation>Es wurde nur ein Software-Vulkan-Gerät ({name}) gefunden, das langsamer ist als der Prozessor; installieren Sie den Treiber Ihrer Grafikkarte.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="196"/>
        <source>the graphics card ran out of memory</source>
        <translation>der Grafikkarte ging der Speicher aus</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="197"/>
        <source>the graphics card stopped</source>
        <translation>die Grafikkarte hat aufgehört</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="203"/>
        <source>The graphics card ran out of memory.</source>
        <translation>Der Grafikkarte ging der Speicher aus.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="204"/>
        <source>The graphics card stopped.</source>
        <translation>Die Grafikkarte hat aufgehört.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="144"/>
        <source>No speaker or headphones were found, so the answer cannot be read aloud.</source>
        <translation>Es wurden weder Lautsprecher noch Kopfhörer gefunden, daher kann die Antwort nicht vorgelesen werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="150"/>
        <source>The speaker could not be opened, so the answer cannot be read aloud.</source>
        <translation>Der Lautsprecher konnte nicht geöffnet werden, daher kann die Antwort nicht vorgelesen werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="213"/>
        <source>Stop reading aloud</source>
        <translation>Vorlesen beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/reading.py" line="277"/>
        <source>espeak-ng could not speak ({why}).</source>
        <translation>espeak-ng konnte nicht sprechen ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/reading.py" line="286"/>
        <location filename="../../desktop/voice/reading.py" line="296"/>
        <source>espeak-ng gave no sound.</source>
        <translation>espeak-ng hat keinen Ton geliefert.</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/reading.py" line="315"/>
        <source>No voice that speaks this answer&apos;s language is installed, so it cannot be read aloud. Installing espeak-ng (on Debian and Ubuntu: sudo apt install espeak-ng) adds one for every language.</source>
        <translation>Es ist keine Stimme für die Sprache dieser Antwort installiert, daher kann sie nicht vorgelesen werden. Mit espeak-ng (unter Debian und Ubuntu: sudo apt install espeak-ng) kommt eine für jede Sprache hinzu.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="96"/>
        <source>Web search is not on for this question.</source>
        <translation>Die Websuche ist für diese Frage nicht eingeschaltet.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="98"/>
        <source>The search needs a query: words to search for.</source>
        <translation>Die Suche braucht eine Anfrage: Wörter, nach denen gesucht wird.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="101"/>
        <source>Searching the web for “{query}”…</source>
        <translation>Das Web wird nach „{query}“ durchsucht…</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="113"/>
        <source>The search found no page that could be read.</source>
        <translation>Die Suche hat keine Seite gefunden, die gelesen werden konnte.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/file_reading.py" line="29"/>
        <source>Reading the words in the picture…</source>
        <translation>Der Text im Bild wird gelesen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/file_reading.py" line="32"/>
        <source>Reading page {page} of {pages} from the scan…</source>
        <translation>Seite {page} von {pages} wird aus dem Scan gelesen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/file_reading.py" line="33"/>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="43"/>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="44"/>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="45"/>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="46"/>
        <source>Spanish</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="47"/>
        <source>Chinese</source>
        <translation>Chinesisch</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="56"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="47"/>
        <source>{languages} and many more</source>
        <translation>{languages} und viele weitere</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="57"/>
        <source>{size} · {languages}</source>
        <translation>{size} · {languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="64"/>
        <source>Installed, not in use</source>
        <translation>Installiert, nicht in Verwendung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="66"/>
        <source>In use for dictation in {languages}</source>
        <translation>Für die Diktierfunktion in {languages} verwendet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="70"/>
        <source>In use for dictation</source>
        <translation>Wird zum Diktieren verwendet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="71"/>
        <source>In use for {languages}</source>
        <translation>Verwendet für {languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="108"/>
        <source>Delete {name} from this computer</source>
        <translation>{name} von diesem Computer löschen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="110"/>
        <source>Stop using {name}; its folder stays where it is</source>
        <translation>{name} nicht mehr verwenden; sein Ordner bleibt, wo er ist</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="144"/>
        <source>Add from a folder…</source>
        <translation>Aus einem Ordner hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="146"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="223"/>
        <source>Add a speech model from its folder</source>
        <translation>Ein Sprachmodell aus seinem Ordner hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="194"/>
        <source>Download from Hugging Face</source>
        <translation>Von Hugging Face herunterladen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="233"/>
        <source>Adding {name}…</source>
        <translation>{name} wird hinzugefügt…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="241"/>
        <source>Added {name}; dictation uses it from now on.</source>
        <translation>{name} hinzugefügt; das Diktat verwendet es ab jetzt.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="252"/>
        <source>Delete {name}?</source>
        <translation>{name} löschen?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="254"/>
        <source>{name} ({size}) will be deleted from this computer. Dictation then uses the next speech model for its languages; you can download it again.</source>
        <translation>{name} ({size}) wird von diesem Computer gelöscht. Das Diktieren verwendet dann für seine Sprachen das nächste Sprachmodell; Sie können es wieder herunterladen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="276"/>
        <source>Removed {name}; the folder itself was left where it is.</source>
        <translation>{name} entfernt; der Ordner selbst blieb, wo er ist.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="170"/>
        <source>Speech to text</source>
        <translation>Sprache zu Text</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="134"/>
        <source>Everything here runs on this computer; what you say never leaves it. A speech model is downloaded once from Hugging Face or added from its folder, and the last one added is the one dictation uses for the languages it knows.</source>
        <translation>Alles hier läuft auf diesem Computer; was Sie sagen, verlässt ihn nie. Ein Sprachmodell wird einmal von Hugging Face heruntergeladen oder aus seinem Ordner hinzugefügt, und das zuletzt hinzugefügte verwendet die Diktierfunktion für die Sprachen, die es kennt.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="170"/>
        <source>No speech model is installed.</source>
        <translation>Es ist kein Spracherkennungsmodell installiert.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="171"/>
        <source>Voices</source>
        <translation>Stimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="171"/>
        <source>No voice is installed.</source>
        <translation>Es ist keine Stimme installiert.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="48"/>
        <location filename="../../desktop/ui/voice/voice_check.py" line="52"/>
        <source>Test microphone</source>
        <translation>Mikrofon testen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="49"/>
        <location filename="../../desktop/ui/voice/voice_check.py" line="55"/>
        <source>Test voice</source>
        <translation>Stimme testen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="53"/>
        <source>Records three seconds and shows the words heard.</source>
        <translation>Nimmt drei Sekunden auf und zeigt die gehörten Wörter.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="55"/>
        <source>Says a sentence through the speaker.</source>
        <translation>Spricht einen Satz über den Lautsprecher.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="109"/>
        <source>No microphone was found (or no sound system is running).</source>
        <translation>Es wurde kein Mikrofon gefunden (oder es läuft kein Soundsystem).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="116"/>
        <source>Listening done; recognising the words…</source>
        <translation>Aufnahme beendet; die Wörter werden erkannt …</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="123"/>
        <source>Heard: “{words}”</source>
        <translation>Gehört: „{words}“</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="125"/>
        <source>No words were heard. Check that the microphone is on and not muted.</source>
        <translation>Es wurden keine Wörter gehört. Prüfen Sie, ob das Mikrofon eingeschaltet und nicht stummgeschaltet ist.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="136"/>
        <source>The microphone could not be opened.</source>
        <translation>Das Mikrofon konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="138"/>
        <source>Listening for three seconds: say something.</source>
        <translation>Drei Sekunden Aufnahme: Sagen Sie etwas.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="155"/>
        <source>The microphone gave no sound. Check that it is connected and on.</source>
        <translation>Das Mikrofon lieferte keinen Ton. Prüfen Sie, ob es angeschlossen und eingeschaltet ist.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="172"/>
        <source>This is how Verbatim reads answers aloud.</source>
        <translation>So liest Verbatim Antworten vor.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="183"/>
        <source>No speaker or headphones were found (or no sound system is running).</source>
        <translation>Es wurden weder Lautsprecher noch Kopfhörer gefunden (oder es läuft kein Soundsystem).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="188"/>
        <source>The speaker could not be opened.</source>
        <translation>Der Lautsprecher konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="190"/>
        <source>Speaking: “{sentence}”</source>
        <translation>Spricht: „{sentence}“</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_models.py" line="129"/>
        <source>“{path}” is a folder with no model Verbatim can use: give a GGUF file, or the folder of a faster-whisper (CTranslate2) speech model, with its model.bin and config.json. Nothing was added.</source>
        <translation>„{path}“ ist ein Ordner ohne ein Modell, das Verbatim verwenden kann: Geben Sie eine GGUF-Datei an oder den Ordner eines faster-whisper-Sprachmodells (CTranslate2) mit seiner model.bin und config.json. Es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_models.py" line="157"/>
        <source>{name} comes with Verbatim and stays; only a speech model that was added or downloaded can be removed.</source>
        <translation>{name} gehört zu Verbatim und bleibt; entfernen lässt sich nur ein Sprachmodell, das hinzugefügt oder heruntergeladen wurde.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_models.py" line="161"/>
        <source>There is no speech model called “{name}”.</source>
        <translation>Es gibt kein Sprachmodell namens „{name}“.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/openai.py" line="71"/>
        <source>The OpenAI-compatible server</source>
        <translation>Der OpenAI-kompatible Server</translation>
    </message>
    <message>
        <location filename="../../desktop/local/speech_hub.py" line="114"/>
        <source>Hugging Face lists no size for “{name}”.</source>
        <translation>Hugging Face gibt keine Größe für „{name}“ an.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_downloads.py" line="121"/>
        <source>Verbatim offers no speech model called “{name}”. It offers: {names}.</source>
        <translation>Verbatim bietet kein Sprachmodell namens „{name}“ an. Angeboten werden: {names}.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_downloads.py" line="150"/>
        <source>{name} is no longer used, but its folder “{path}” could not be deleted: {why}</source>
        <translation>{name} wird nicht mehr verwendet, aber sein Ordner „{path}“ konnte nicht gelöscht werden: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="41"/>
        <source>✕ Not enough disk space</source>
        <translation>✕ Zu wenig Speicherplatz</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="48"/>
        <source>about {size} · {languages}</source>
        <translation>etwa {size} · {languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="50"/>
        <source>{size} already here</source>
        <translation>{size} bereits vorhanden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="75"/>
        <source>Download {name}</source>
        <translation>{name} herunterladen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="140"/>
        <source>The download was cancelled; what arrived is kept, and Download goes on from there.</source>
        <translation>Der Download wurde abgebrochen; was bereits angekommen ist, bleibt erhalten, und „Herunterladen“ macht dort weiter.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="154"/>
        <source>Downloaded {name}; dictation uses it for {languages}.</source>
        <translation>{name} wurde heruntergeladen; die Diktierfunktion verwendet es für {languages}.</translation>
    </message>
</context>
</TS>
