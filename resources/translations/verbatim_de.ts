<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <location filename="../../desktop/ui/about.py" line="16"/>
        <location filename="../../desktop/ui/main_window.py" line="113"/>
        <source>About Verbatim</source>
        <translation>Über Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/about.py" line="21"/>
        <source>A chat client for language models that keeps every word you saw.</source>
        <translation>Ein Chat-Programm für Sprachmodelle, das jedes Wort behält, das Sie gesehen haben.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/about.py" line="23"/>
        <source>Your conversations are stored in:</source>
        <translation>Ihre Unterhaltungen liegen in:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer.py" line="52"/>
        <source>Message Verbatim…</source>
        <translation>Nachricht an Verbatim…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer.py" line="54"/>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer.py" line="54"/>
        <source>Enter sends, Shift+Enter adds a line, Esc stops</source>
        <translation>Eingabe sendet, Umschalt+Eingabe fügt eine Zeile ein, Esc hält an</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer.py" line="84"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer.py" line="84"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer.py" line="85"/>
        <source>Stop the answer (Esc)</source>
        <translation>Die Antwort anhalten (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer.py" line="85"/>
        <source>Send the message (Enter)</source>
        <translation>Die Nachricht senden (Eingabe)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer.py" line="97"/>
        <source>Editing an earlier message: Enter sends it as a new version, Esc cancels.</source>
        <translation>Sie bearbeiten eine frühere Nachricht: Eingabe sendet sie als neue Version, Esc bricht ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/confirm.py" line="39"/>
        <location filename="../../desktop/ui/confirm.py" line="42"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/conversation_model.py" line="32"/>
        <source>Pinned</source>
        <translation>Angeheftet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/conversation_model.py" line="33"/>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/conversation_model.py" line="34"/>
        <source>Yesterday</source>
        <translation>Gestern</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/conversation_model.py" line="35"/>
        <source>Previous 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/conversation_model.py" line="36"/>
        <source>Previous 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/design.py" line="50"/>
        <location filename="../../desktop/ui/message_view.py" line="45"/>
        <location filename="../../desktop/ui/message_view.py" line="343"/>
        <location filename="../../desktop/ui/message_view.py" line="344"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/full_text.py" line="62"/>
        <location filename="../../desktop/ui/full_text.py" line="63"/>
        <source>The whole message</source>
        <translation>Die ganze Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/full_text.py" line="68"/>
        <source>{count} characters. Lines longer than {limit} characters are shown broken (⏎); Copy all copies the message exactly.</source>
        <translation>{count} Zeichen. Zeilen mit mehr als {limit} Zeichen werden umbrochen gezeigt (⏎); „Alles kopieren“ kopiert die Nachricht genau.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/full_text.py" line="79"/>
        <source>Message text</source>
        <translation>Text der Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/full_text.py" line="82"/>
        <location filename="../../desktop/ui/full_text.py" line="83"/>
        <source>Copy all</source>
        <translation>Alles kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/full_text.py" line="83"/>
        <source>Copy the whole message</source>
        <translation>Die ganze Nachricht kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="80"/>
        <location filename="../../desktop/ui/main_window.py" line="454"/>
        <source>Verbatim — Demo</source>
        <translation>Verbatim — Demo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="102"/>
        <location filename="../../desktop/ui/shortcuts.py" line="41"/>
        <source>Show or hide the sidebar</source>
        <translation>Seitenleiste zeigen oder verbergen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="102"/>
        <source>Show or hide the sidebar (Ctrl+B)</source>
        <translation>Seitenleiste zeigen oder verbergen (Strg+B)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="104"/>
        <location filename="../../desktop/ui/main_window.py" line="232"/>
        <location filename="../../desktop/ui/shortcuts.py" line="29"/>
        <location filename="../../desktop/ui/sidebar.py" line="112"/>
        <source>New conversation</source>
        <translation>Neue Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="105"/>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="106"/>
        <source>Answers come from a built-in script, not a real model.</source>
        <translation>Die Antworten kommen aus einem eingebauten Skript, nicht von einem echten Modell.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="110"/>
        <location filename="../../desktop/ui/shortcuts.py" line="45"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="110"/>
        <source>Providers, keys, answers and look (Ctrl+,)</source>
        <translation>Anbieter, Schlüssel, Antworten und Aussehen (Strg+,)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="113"/>
        <source>Version and where your data is kept</source>
        <translation>Version und wo Ihre Daten liegen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="155"/>
        <source>Saved: everything you saw is on disk now.</source>
        <translation>Gespeichert: alles, was Sie gesehen haben, ist jetzt auf der Festplatte.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="223"/>
        <source>Something went wrong: {error}</source>
        <translation>Etwas ist schiefgegangen: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="320"/>
        <location filename="../../desktop/ui/message_view.py" line="338"/>
        <location filename="../../desktop/ui/message_view.py" line="339"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="362"/>
        <source>Wait for the answer to finish, or press Stop, before switching versions.</source>
        <translation>Warten Sie, bis die Antwort fertig ist, oder drücken Sie Anhalten, bevor Sie die Version wechseln.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="488"/>
        <source>Text size {percent} %</source>
        <translation>Textgröße {percent} %</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="42"/>
        <source>Previous version</source>
        <translation>Vorige Version</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="43"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="44"/>
        <source>Next version</source>
        <translation>Nächste Version</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="46"/>
        <source>Edit as a new version</source>
        <translation>Als neue Version bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="47"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="48"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="49"/>
        <source>Regenerate</source>
        <translation>Neu schreiben</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="116"/>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>Die Überlegungen des Modells zeigen oder verbergen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="126"/>
        <source>Your message</source>
        <translation>Ihre Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="126"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="131"/>
        <source>Show all as plain text</source>
        <translation>Alles als reinen Text zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="132"/>
        <source>Show the whole message as plain text</source>
        <translation>Die ganze Nachricht als reinen Text zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="223"/>
        <source>↳ continued</source>
        <translation>↳ fortgesetzt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="225"/>
        <location filename="../../desktop/ui/message_view.py" line="406"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="225"/>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="267"/>
        <source>Showing part of this message ({count} characters).</source>
        <translation>Ein Teil dieser Nachricht wird gezeigt ({count} Zeichen).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="311"/>
        <source>Hide reasoning</source>
        <translation>Überlegungen verbergen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="311"/>
        <source>Show reasoning</source>
        <translation>Überlegungen zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="364"/>
        <source>Writing… {seconds} s</source>
        <translation>Schreibt… {seconds} s</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="367"/>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="370"/>
        <source>Cut off: length limit</source>
        <translation>Abgeschnitten: Längengrenze</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="373"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/message_view.py" line="385"/>
        <source>%n tokens</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Token</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="388"/>
        <source>{rate} tokens/s</source>
        <translation>{rate} Token/s</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/message_view.py" line="406"/>
        <location filename="../../desktop/ui/model_picker.py" line="27"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/model_picker.py" line="27"/>
        <source>The model that answers in this conversation</source>
        <translation>Das Modell, das in dieser Unterhaltung antwortet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/model_picker.py" line="40"/>
        <source>No model yet</source>
        <translation>Noch kein Modell</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/notify.py" line="36"/>
        <source>Dismiss this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/notify.py" line="57"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="41"/>
        <source>OpenAI-compatible (OpenAI, LM Studio, llama.cpp, vLLM…)</source>
        <translation>OpenAI-kompatibel (OpenAI, LM Studio, llama.cpp, vLLM…)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="51"/>
        <source>Verbatim settings</source>
        <translation>Verbatim-Einstellungen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="59"/>
        <location filename="../../desktop/ui/settings_dialog.py" line="60"/>
        <source>Settings pages</source>
        <translation>Seiten der Einstellungen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="61"/>
        <location filename="../../desktop/ui/settings_dialog.py" line="116"/>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="62"/>
        <source>Answers and look</source>
        <translation>Antworten und Aussehen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="80"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="82"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="99"/>
        <source>kept in the system keyring, never in a file</source>
        <translation>im Schlüsselbund des Systems, nie in einer Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="102"/>
        <source>e.g. {examples}</source>
        <translation>z. B. {examples}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="104"/>
        <source>Test connection</source>
        <translation>Verbindung prüfen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="108"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="109"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="110"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="111"/>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="112"/>
        <source>Default model</source>
        <translation>Standardmodell</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="116"/>
        <source>The model providers Verbatim knows</source>
        <translation>Die Modellanbieter, die Verbatim kennt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="127"/>
        <source>Instructions every new conversation starts with</source>
        <translation>Anweisungen, mit denen jede neue Unterhaltung beginnt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="131"/>
        <location filename="../../desktop/ui/settings_dialog.py" line="137"/>
        <source>server default</source>
        <translation>Vorgabe des Servers</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="141"/>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="142"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="143"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="153"/>
        <source>Ctrl+= and Ctrl+- change it from the window</source>
        <translation>Strg+= und Strg+- ändern sie im Fenster</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="155"/>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="159"/>
        <source>Takes effect when Verbatim starts again</source>
        <translation>Gilt ab dem nächsten Start von Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="161"/>
        <source>System prompt</source>
        <translation>Systemanweisung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="162"/>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="163"/>
        <source>Max answer length (tokens)</source>
        <translation>Höchste Antwortlänge (Token)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="164"/>
        <source>Theme</source>
        <translation>Erscheinungsbild</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="165"/>
        <source>Text size</source>
        <translation>Textgröße</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="166"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="206"/>
        <location filename="../../desktop/ui/settings_dialog.py" line="266"/>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="224"/>
        <location filename="../../desktop/ui/settings_dialog.py" line="227"/>
        <source>Provider {number}</source>
        <translation>Anbieter {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="273"/>
        <source>Testing…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="282"/>
        <source>✓ Connected. Models: {models}</source>
        <translation>✓ Verbunden. Modelle: {models}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="282"/>
        <source>none listed</source>
        <translation>keine aufgeführt</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="287"/>
        <source>✗ The server did not answer within 10 seconds.</source>
        <translation>✗ Der Server hat nicht innerhalb von 10 Sekunden geantwortet.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/settings_dialog.py" line="290"/>
        <source>✗ Verbatim could not test this provider: {error}</source>
        <translation>✗ Verbatim konnte diesen Anbieter nicht prüfen: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="30"/>
        <location filename="../../desktop/ui/sidebar.py" line="126"/>
        <source>Search all conversations</source>
        <translation>Alle Unterhaltungen durchsuchen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="31"/>
        <source>Stop the answer being written</source>
        <translation>Die Antwort anhalten, die gerade geschrieben wird</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="32"/>
        <source>Copy the last answer</source>
        <translation>Die letzte Antwort kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="34"/>
        <source>Show the previous version of the last answer</source>
        <translation>Die vorige Version der letzten Antwort zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="36"/>
        <source>Show the next version of the last answer</source>
        <translation>Die nächste Version der letzten Antwort zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="37"/>
        <source>Retry or regenerate the last answer</source>
        <translation>Die letzte Antwort erneut versuchen oder neu schreiben</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="39"/>
        <source>Continue a stopped or cut-off answer</source>
        <translation>Eine angehaltene oder abgeschnittene Antwort fortsetzen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="42"/>
        <source>Larger text</source>
        <translation>Größerer Text</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="43"/>
        <source>Smaller text</source>
        <translation>Kleinerer Text</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="44"/>
        <source>Text at its usual size</source>
        <translation>Text in normaler Größe</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="46"/>
        <source>This list of shortcuts</source>
        <translation>Diese Liste der Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="47"/>
        <source>Quit (a running answer is kept as Stopped)</source>
        <translation>Beenden (eine laufende Antwort bleibt als „Angehalten“ erhalten)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="50"/>
        <source>Send the message</source>
        <translation>Die Nachricht senden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="51"/>
        <source>New line in the message</source>
        <translation>Neue Zeile in der Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="73"/>
        <location filename="../../desktop/ui/shortcuts.py" line="74"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="78"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="88"/>
        <source>Close the list of shortcuts</source>
        <translation>Die Liste der Tastenkürzel schließen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="112"/>
        <source>New conversation (Ctrl+N)</source>
        <translation>Neue Unterhaltung (Strg+N)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="119"/>
        <location filename="../../desktop/ui/sidebar.py" line="121"/>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="126"/>
        <source>Search all conversations (Ctrl+K)</source>
        <translation>Alle Unterhaltungen durchsuchen (Strg+K)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="144"/>
        <source>Conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="145"/>
        <source>Click ⋯ or right-click a conversation to rename, pin or delete it</source>
        <translation>Klicken Sie auf ⋯ oder mit der rechten Maustaste auf eine Unterhaltung, um sie umzubenennen, anzuheften oder zu löschen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="160"/>
        <source>Search results</source>
        <translation>Suchergebnisse</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="160"/>
        <source>Click a result to open it at the match</source>
        <translation>Klicken Sie auf ein Ergebnis, um es an der Fundstelle zu öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="161"/>
        <source>No messages match.</source>
        <translation>Keine Nachricht passt.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="210"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="215"/>
        <source>Unpin</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="215"/>
        <source>Pin to top</source>
        <translation>Oben anheften</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="221"/>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="232"/>
        <source>Rename conversation</source>
        <translation>Unterhaltung umbenennen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="233"/>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="248"/>
        <source>Delete this conversation?</source>
        <translation>Diese Unterhaltung löschen?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="249"/>
        <source>“{title}” and all its messages will be deleted. This cannot be undone.</source>
        <translation>„{title}“ und alle ihre Nachrichten werden gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar.py" line="252"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript.py" line="38"/>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript.py" line="38"/>
        <source>The messages of this conversation</source>
        <translation>Die Nachrichten dieser Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript.py" line="60"/>
        <source>Ask anything.</source>
        <translation>Fragen Sie, was Sie möchten.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript.py" line="62"/>
        <source>Enter sends · Shift+Enter adds a line · Esc stops an answer</source>
        <translation>Eingabe sendet · Umschalt+Eingabe fügt eine Zeile ein · Esc hält eine Antwort an</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript.py" line="64"/>
        <source>Every word you see is kept, even if you stop or close the window.</source>
        <translation>Jedes Wort, das Sie sehen, bleibt erhalten, auch wenn Sie anhalten oder das Fenster schließen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript.py" line="75"/>
        <source>Jump to the latest message</source>
        <translation>Zur neuesten Nachricht springen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="48"/>
        <source>Not everything is saved</source>
        <translation>Nicht alles ist gespeichert</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/unsaved.py" line="51"/>
        <source>%n word(s) you saw could not be saved: the disk is full or read-only. Save them to a file, or free some space and keep waiting.</source>
        <translation>
            <numerusform>%n Wort, das Sie gesehen haben, konnte nicht gespeichert werden: Der Datenträger ist voll oder schreibgeschützt. Speichern Sie es in einer Datei, oder schaffen Sie Platz und warten Sie weiter.</numerusform>
            <numerusform>%n Wörter, die Sie gesehen haben, konnten nicht gespeichert werden: Der Datenträger ist voll oder schreibgeschützt. Speichern Sie sie in einer Datei, oder schaffen Sie Platz und warten Sie weiter.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="57"/>
        <source>Save to a file…</source>
        <translation>In einer Datei speichern…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="58"/>
        <source>Keep trying</source>
        <translation>Weiter versuchen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="59"/>
        <source>Quit without them</source>
        <translation>Ohne sie beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="74"/>
        <source>Save the unsaved answer</source>
        <translation>Die ungespeicherte Antwort speichern</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="30"/>
        <source>Welcome to Verbatim</source>
        <translation>Willkommen bei Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="33"/>
        <source>Verbatim talks to language models and keeps every word you see, even when you press Stop or close the window.</source>
        <translation>Verbatim spricht mit Sprachmodellen und behält jedes Wort, das Sie sehen, auch wenn Sie „Anhalten“ drücken oder das Fenster schließen.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="37"/>
        <source>To start, connect it to a model.</source>
        <translation>Verbinden Sie es zum Start mit einem Modell.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="44"/>
        <source>Looking for model servers on this computer…</source>
        <translation>Suche nach Modellservern auf diesem Computer…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="46"/>
        <source>Try the demo (no model needed)</source>
        <translation>Die Demo ausprobieren (kein Modell nötig)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="49"/>
        <source>Try the demo</source>
        <translation>Die Demo ausprobieren</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="49"/>
        <source>Answers come from a built-in script</source>
        <translation>Die Antworten kommen aus einem eingebauten Skript</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="50"/>
        <source>Add a provider (Ollama, OpenAI, Anthropic…)</source>
        <translation>Einen Anbieter hinzufügen (Ollama, OpenAI, Anthropic…)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="52"/>
        <source>Add a provider</source>
        <translation>Einen Anbieter hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="52"/>
        <source>Opens Settings → Providers</source>
        <translation>Öffnet Einstellungen → Anbieter</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="77"/>
        <source>No model server is running on this computer. You can try the demo, or add a provider you have an account with.</source>
        <translation>Auf diesem Computer läuft kein Modellserver. Sie können die Demo ausprobieren oder einen Anbieter hinzufügen, bei dem Sie ein Konto haben.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="82"/>
        <source>Found on this computer:</source>
        <translation>Auf diesem Computer gefunden:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/welcome.py" line="86"/>
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n Modell</numerusform>
            <numerusform>%n Modelle</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="86"/>
        <source>no models yet</source>
        <translation>noch keine Modelle</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="89"/>
        <source>Use {name} at {address} ({count})</source>
        <translation>{name} unter {address} verwenden ({count})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="94"/>
        <source>Use {name}</source>
        <translation>{name} verwenden</translation>
    </message>
</context>
</TS>
