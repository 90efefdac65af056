<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../../desktop/app.py" line="182"/>
        <location filename="../../desktop/app.py" line="189"/>
        <source>Verbatim cannot open its data</source>
        <translation>Verbatim ne peut pas ouvrir ses données</translation>
    </message>
    <message>
        <location filename="../../desktop/app.py" line="193"/>
        <source>Verbatim could not start: {error}. Your conversations were not changed. The details are in {log}; please send them with a report.</source>
        <translation>Verbatim n’a pas pu démarrer&#xa0;: {error}. Vos conversations n’ont pas été modifiées. Les détails se trouvent dans {log}&#xa0;; merci de les joindre à votre signalement.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/anthropic.py" line="114"/>
        <source>Anthropic needs an API key. Add it in Settings → Providers, or set {variable} before starting Verbatim.</source>
        <translation>Anthropic nécessite une clé d’API. Ajoutez-la dans Paramètres → Fournisseurs, ou définissez {variable} avant de lancer Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="149"/>
        <source>“{address}” is not an address Verbatim can use. It must be a web address starting with http:// or https://, for example {example}. Check it in Settings → Providers.</source>
        <translation>«&#xa0;{address}&#xa0;» n’est pas une adresse utilisable par Verbatim. Il doit s’agir d’une adresse web commençant par http:// ou https://, par exemple {example}. Vérifiez-la dans Paramètres → Fournisseurs.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="162"/>
        <source>The model server at {address} did not answer. Is {product} running?</source>
        <translation>Le serveur de modèles à l’adresse {address} n’a pas répondu. {product} est-il lancé&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="102"/>
        <source>The server at {address} sent Verbatim elsewhere ({status} redirect to {target}). Redirects are not followed, so that a key is never sent to an address you did not choose; if that address is right, enter it in Settings → Providers.</source>
        <translation>Le serveur à l’adresse {address} a redirigé Verbatim ailleurs (redirection {status} vers {target}). Les redirections ne sont pas suivies, afin qu’une clé ne soit jamais envoyée à une adresse que vous n’avez pas choisie&#xa0;; si cette adresse est la bonne, saisissez-la dans Paramètres → Fournisseurs.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="60"/>
        <source>{product} at {address} refused the API key ({status}). Check the key in Settings → Providers.</source>
        <translation>{product} à l’adresse {address} a refusé la clé d’API ({status}). Vérifiez la clé dans Paramètres → Fournisseurs.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="130"/>
        <source>The model “{model}” is not available at {address}. It offers: {models}. Pick another model in the header.</source>
        <translation>Le modèle «&#xa0;{model}&#xa0;» n’est pas disponible à l’adresse {address}. Modèles proposés&#xa0;: {models}. Choisissez un autre modèle en haut de la fenêtre.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="138"/>
        <source>The model “{model}” is not available at {address}. Pick another model in the header.</source>
        <translation>Le modèle «&#xa0;{model}&#xa0;» n’est pas disponible à l’adresse {address}. Choisissez un autre modèle en haut de la fenêtre.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="120"/>
        <source>Nothing answers chat requests at {address} (404). Check the address in Settings → Providers.</source>
        <translation>Rien ne répond aux requêtes de chat à l’adresse {address} (404). Vérifiez l’adresse dans Paramètres → Fournisseurs.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="153"/>
        <source>{product} is limiting requests right now. Try again in {seconds} seconds.</source>
        <translation>{product} limite les requêtes en ce moment. Réessayez dans {seconds} secondes.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="159"/>
        <source>{product} is limiting requests right now. Try again in a moment.</source>
        <translation>{product} limite les requêtes en ce moment. Réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="76"/>
        <source>{product} at {address} had an internal error ({status}): {said}</source>
        <translation>{product} à l’adresse {address} a rencontré une erreur interne ({status})&#xa0;: {said}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="87"/>
        <source>{product} at {address} refused the request ({status}): {said}</source>
        <translation>{product} à l’adresse {address} a refusé la requête ({status})&#xa0;: {said}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="90"/>
        <source>the model server</source>
        <translation>le serveur de modèles</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="206"/>
        <source>{product} at {address} accepted the connection but sent no answer within {seconds} seconds.</source>
        <translation>{product} à l’adresse {address} a accepté la connexion, mais n’a envoyé aucune réponse en {seconds} secondes.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="218"/>
        <source>Connecting to {address} took too long. Is the address right?</source>
        <translation>La connexion à {address} a pris trop de temps. L’adresse est-elle correcte&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="231"/>
        <source>{product} at {address} closed the connection without answering.</source>
        <translation>{product} à l’adresse {address} a fermé la connexion sans répondre.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="241"/>
        <source>Verbatim could not talk to {address}: {error}</source>
        <translation>Verbatim n’a pas pu communiquer avec {address}&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="299"/>
        <source>{product} did not start answering within {seconds} seconds.</source>
        <translation>{product} n’a pas commencé à répondre en {seconds} secondes.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="305"/>
        <source>{product} did not send more of the answer within {seconds} seconds.</source>
        <translation>{product} n’a pas envoyé la suite de la réponse en {seconds} secondes.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="314"/>
        <source>{product} sent a compressed answer Verbatim could not unpack. The text so far is kept.</source>
        <translation>{product} a envoyé une réponse compressée que Verbatim n’a pas pu décompresser. Le texte déjà reçu est conservé.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="340"/>
        <source>{product} sent a line too long to be a chat message (over {megabytes} MB). The text so far is kept.</source>
        <translation>{product} a envoyé une ligne trop longue pour un message de chat (plus de {megabytes} Mo). Le texte déjà reçu est conservé.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="352"/>
        <source>{product} closed the connection before the answer was finished.</source>
        <translation>{product} a fermé la connexion avant la fin de la réponse.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="362"/>
        <source>{product} sent data Verbatim could not read. The text so far is kept.</source>
        <translation>{product} a envoyé des données que Verbatim n’a pas pu lire. Le texte déjà reçu est conservé.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="371"/>
        <source>{product} reported an error while answering: {said}</source>
        <translation>{product} a signalé une erreur pendant sa réponse&#xa0;: {said}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/keys.py" line="34"/>
        <source>This computer has no keyring (password store) Verbatim can use, so the key cannot be saved safely. Set the {var} environment variable before starting Verbatim instead.</source>
        <translation>Cet ordinateur n’a pas de trousseau (gestionnaire de mots de passe) utilisable par Verbatim&#xa0;; la clé ne peut donc pas être enregistrée en sécurité. Définissez plutôt la variable d’environnement {var} avant de lancer Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/cli/history.py" line="45"/>
        <source>Read a {kind} export: {conversations}, {messages}. Imported {new_conversations} and {new_messages}; {present} already here.</source>
        <translation>Export {kind} lu&#xa0;: {conversations}, {messages}. Ajout de {new_conversations} et {new_messages}&#xa0;; {present} déjà là.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/cli/history.py" line="48"/>
        <location filename="../../desktop/cli/history.py" line="50"/>
        <location filename="../../desktop/cli/history.py" line="99"/>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="232"/>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="216"/>
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n conversation</numerusform>
            <numerusform>%n conversations</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/cli/history.py" line="37"/>
        <source>{why} Nothing was imported.</source>
        <translation>{why} Rien n’a été importé.</translation>
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
            <numerusform>%n message</numerusform>
            <numerusform>%n messages</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/cli/history.py" line="58"/>
        <source>Projects: {projects} in the file, {new} new here.</source>
        <translation>Projets&#xa0;: {projects} dans le fichier, nouveaux ici&#xa0;: {new}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/cli/history.py" line="59"/>
        <source>%n project(s)</source>
        <translation>
            <numerusform>%n projet</numerusform>
            <numerusform>%n projets</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/domain/sizes.py" line="10"/>
        <source>{count} bytes</source>
        <translation>{count} octets</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="69"/>
        <source>“{name}” is not a file Verbatim can attach (a device or a pipe).</source>
        <translation>«&#xa0;{name}&#xa0;» n’est pas un fichier que Verbatim peut joindre (périphérique ou tube).</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="81"/>
        <source>“{name}” could not be read: {why}</source>
        <translation>«&#xa0;{name}&#xa0;» n’a pas pu être lu&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="104"/>
        <source>“{name}” is named as {kind}, but its contents are not one, so Verbatim did not read it.</source>
        <translation>D’après son nom, «&#xa0;{name}&#xa0;» est {kind}, mais son contenu ne correspond pas&#xa0;; Verbatim ne l’a donc pas lu.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="117"/>
        <source>“{name}” cannot be attached: Verbatim takes pictures (PNG, JPEG, WebP, GIF), documents (PDF, Word, PowerPoint, Excel, OpenDocument, EPUB, RTF, HTML, Markdown, CSV) and text files (such as .txt, .json and source code).</source>
        <translation>«&#xa0;{name}&#xa0;» ne peut pas être joint&#xa0;: Verbatim accepte les images (PNG, JPEG, WebP, GIF), les documents (PDF, Word, PowerPoint, Excel, OpenDocument, EPUB, RTF, HTML, Markdown, CSV) et les fichiers texte (comme .txt, .json et le code source).</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="127"/>
        <source>“{name}” is {size} MB; Verbatim attaches files up to {limit} MB.</source>
        <translation>«&#xa0;{name}&#xa0;» fait {size} Mo&#xa0;; Verbatim joint les fichiers jusqu’à {limit} Mo.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="135"/>
        <source>“{name}” could not be read as a picture; the file may be damaged.</source>
        <translation>«&#xa0;{name}&#xa0;» n’a pas pu être lu comme image&#xa0;; le fichier est peut-être endommagé.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="173"/>
        <source>“{name}” is {size} KB of text; Verbatim inlines text files up to {limit} KB.</source>
        <translation>«&#xa0;{name}&#xa0;» contient {size} Ko de texte&#xa0;; Verbatim insère les fichiers texte jusqu’à {limit} Ko.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/office.py" line="218"/>
        <location filename="../../desktop/documents/reader.py" line="148"/>
        <location filename="../../desktop/engine/attachments.py" line="183"/>
        <source>“{name}” is not UTF-8 text, so it cannot be shown to the model.</source>
        <translation>«&#xa0;{name}&#xa0;» n’est pas du texte UTF-8 et ne peut donc pas être montré au modèle.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/reader.py" line="182"/>
        <source>“{name}” took longer than {seconds} seconds to read, so Verbatim stopped. A smaller part of it (a few pages saved as their own file) will work.</source>
        <translation>La lecture de «&#xa0;{name}&#xa0;» a pris plus de {seconds} secondes&#xa0;; Verbatim l’a donc arrêtée. Une partie plus petite (quelques pages enregistrées dans un fichier à part) fonctionnera.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/reader.py" line="194"/>
        <source>“{name}” could not be read within the memory and time Verbatim allows a document; it may be damaged or far too large.</source>
        <translation>«&#xa0;{name}&#xa0;» n’a pas pu être lu dans les limites de mémoire et de temps que Verbatim accorde à un document&#xa0;; il est peut-être endommagé ou bien trop volumineux.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="203"/>
        <source>“{name}” is {width}×{height} pixels, too large to open safely.</source>
        <translation>«&#xa0;{name}&#xa0;» fait {width}×{height} pixels&#xa0;: trop grand pour être ouvert sans risque.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/streaming.py" line="121"/>
        <source>No model is chosen for this conversation yet. Pick one in the header (or add a provider in Settings, Ctrl+,), then press Retry.</source>
        <translation>Aucun modèle n’est encore choisi pour cette conversation. Choisissez-en un en haut de la fenêtre (ou ajoutez un fournisseur dans Paramètres, Ctrl+,), puis cliquez sur Réessayer.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/streaming.py" line="153"/>
        <source>Something went wrong inside Verbatim: {error}</source>
        <translation>Un problème est survenu dans Verbatim&#xa0;: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/engine/streaming.py" line="274"/>
        <source>Not saved yet: %n word(s) of an answer. {why}</source>
        <translation>
            <numerusform>Pas encore enregistré&#xa0;: %n mot d’une réponse. {why}</numerusform>
            <numerusform>Pas encore enregistrés&#xa0;: %n mots d’une réponse. {why}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/engine/streaming.py" line="332"/>
        <source>This model does not accept images; pick a vision model such as Gemma 3, Qwen2.5-VL, LLaVA or GPT-4o, then press Retry. {server}</source>
        <translation>Ce modèle n’accepte pas les images&#xa0;; choisissez un modèle de vision comme Gemma 3, Qwen2.5-VL, LLaVA ou GPT-4o, puis cliquez sur Réessayer. {server}</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="41"/>
        <source>the person stopped the answer before it ran</source>
        <translation>la réponse a été arrêtée avant l’exécution de l’outil</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="232"/>
        <source>the model asked for “{name}”, which is not offered</source>
        <translation>le modèle a demandé «&#xa0;{name}&#xa0;», qui n’est pas proposé</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="234"/>
        <source>the model&apos;s arguments are not a JSON object</source>
        <translation>les arguments du modèle ne sont pas un objet JSON</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="325"/>
        <source>The whole output is saved as {path}.</source>
        <translation>La sortie complète est enregistrée sous {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="327"/>
        <source>The whole output could not be saved ({error}).</source>
        <translation>La sortie complète n’a pas pu être enregistrée ({error}).</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="329"/>
        <source>The tool returned {size}; the first {kept} are kept here. {where}</source>
        <translation>L’outil a renvoyé {size}&#xa0;; seul le début ({kept}) est conservé ici. {where}</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="352"/>
        <location filename="../../desktop/engine/turns.py" line="318"/>
        <location filename="../../desktop/engine/turns.py" line="327"/>
        <location filename="../../desktop/engine/turns.py" line="344"/>
        <location filename="../../desktop/engine/turns.py" line="393"/>
        <location filename="../../desktop/session/turn_plans.py" line="50"/>
        <source>This conversation was deleted.</source>
        <translation>Cette conversation a été supprimée.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="160"/>
        <location filename="../../desktop/session/conversations.py" line="288"/>
        <source>There is nothing to send yet: type a message first.</source>
        <translation>Il n’y a encore rien à envoyer&#xa0;: écrivez d’abord un message.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="187"/>
        <source>An edited message cannot be empty.</source>
        <translation>Un message modifié ne peut pas être vide.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="189"/>
        <source>That message can no longer be edited.</source>
        <translation>Ce message ne peut plus être modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="205"/>
        <source>That answer can no longer be continued.</source>
        <translation>Cette réponse ne peut plus être continuée.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="258"/>
        <source>That answer no longer exists.</source>
        <translation>Cette réponse n’existe plus.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="283"/>
        <source>Verbatim is still answering in this conversation. Wait for it to finish, or press Stop (Esc) first.</source>
        <translation>Verbatim est encore en train de répondre dans cette conversation. Attendez la fin, ou cliquez d’abord sur Arrêter (Échap).</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="384"/>
        <source>Searching the web…</source>
        <translation>Recherche sur le web…</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="419"/>
        <source>the answer reached its limit of {count} tool rounds</source>
        <translation>la réponse a atteint sa limite de {count} tours d’outils</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/app_session.py" line="197"/>
        <source>Verbatim last closed in the middle of %n answer(s). What was said is kept and marked Stopped.</source>
        <translation>
            <numerusform>Verbatim a été fermé la dernière fois au milieu de %n réponse. Ce qui avait été écrit est conservé et marqué «&#xa0;Arrêtée&#xa0;».</numerusform>
            <numerusform>Verbatim a été fermé la dernière fois au milieu de %n réponses. Ce qui avait été écrit est conservé et marqué «&#xa0;Arrêtée&#xa0;».</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/app_session.py" line="271"/>
        <source>Verbatim could not save its settings ({reason}). They apply until you quit.</source>
        <translation>Verbatim n’a pas pu enregistrer ses paramètres ({reason}). Ils restent appliqués jusqu’à ce que vous quittiez l’application.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/app_session.py" line="420"/>
        <location filename="../../desktop/session/sync_service.py" line="131"/>
        <source>Syncing…</source>
        <translation>Synchronisation…</translation>
    </message>
    <message>
        <location filename="../../desktop/session/conversations.py" line="46"/>
        <source>This conversation was deleted on another device. What you were writing is still in the message box: copy it before you open another conversation.</source>
        <translation>Cette conversation a été supprimée sur un autre appareil. Ce que vous étiez en train d’écrire se trouve toujours dans la zone de message&#xa0;: copiez-le avant d’ouvrir une autre conversation.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/conversations.py" line="188"/>
        <source>This conversation was deleted on another device ({when}). It was kept because it holds %n message(s) that device never saw.</source>
        <translation>
            <numerusform>Cette conversation a été supprimée sur un autre appareil ({when}). Elle a été gardée car elle contient %n message que cet appareil n’a jamais vu.</numerusform>
            <numerusform>Cette conversation a été supprimée sur un autre appareil ({when}). Elle a été gardée car elle contient %n messages que cet appareil n’a jamais vus.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/conversations.py" line="200"/>
        <source>Delete it here too</source>
        <translation>La supprimer ici aussi</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="193"/>
        <source>Choose a search provider in Settings → Web search first, or turn the globe off to send without search.</source>
        <translation>Choisissez d’abord un fournisseur de recherche dans Paramètres → Recherche web, ou désactivez le globe pour envoyer sans recherche.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/conversations.py" line="363"/>
        <source>Wait for the answer to finish, or press Stop, before switching versions.</source>
        <translation>Attendez la fin de la réponse, ou cliquez sur Arrêter, avant de changer de version.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/lock.py" line="48"/>
        <source>Verbatim cannot use its data folder {folder} ({reason}). Check that the folder exists and is writable.</source>
        <translation>Verbatim ne peut pas utiliser son dossier de données {folder} ({reason}). Vérifiez que le dossier existe et qu’il est accessible en écriture.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/lock.py" line="63"/>
        <source>Verbatim is already open on {folder} (process {owner}).</source>
        <translation>Verbatim a déjà ouvert {folder} (processus {owner}).</translation>
    </message>
    <message>
        <location filename="../../desktop/session/owner.py" line="57"/>
        <source>Verbatim was not closed properly last time, and its journal file ({file}) is missing from {folder}: the most recent changes could not be recovered. Everything that had reached the database is shown. A copy of the database as it was found is at {copy}</source>
        <translation>Verbatim n’a pas été fermé correctement la dernière fois, et son fichier journal ({file}) est absent de {folder}&#xa0;: les modifications les plus récentes n’ont pas pu être récupérées. Tout ce qui avait atteint la base de données est affiché. Une copie de la base de données telle qu’elle a été trouvée se trouve dans {copy}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/owner.py" line="67"/>
        <source>Verbatim was not closed properly last time, and its journal file ({file}) is missing from {folder}: the most recent changes could not be recovered. Everything that had reached the database is shown.</source>
        <translation>Verbatim n’a pas été fermé correctement la dernière fois, et son fichier journal ({file}) est absent de {folder}&#xa0;: les modifications les plus récentes n’ont pas pu être récupérées. Tout ce qui avait atteint la base de données est affiché.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/owner.py" line="104"/>
        <source>Restored the backup {backup}. The conversations as they were before are kept in {kept}.</source>
        <translation>Sauvegarde {backup} restaurée. Les conversations telles qu’elles étaient auparavant sont conservées dans {kept}.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/provider_setup.py" line="35"/>
        <source>The server did not answer within 10 seconds.</source>
        <translation>Le serveur n’a pas répondu en 10 secondes.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/provider_setup.py" line="37"/>
        <source>Verbatim could not test this provider: {error}</source>
        <translation>Verbatim n’a pas pu tester ce fournisseur&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/providers.py" line="42"/>
        <source>The provider “{name}” this conversation used is no longer set up. Pick a model in the header, then press Retry.</source>
        <translation>Le fournisseur «&#xa0;{name}&#xa0;» utilisé par cette conversation n’est plus configuré. Choisissez un modèle en haut de la fenêtre, puis cliquez sur Réessayer.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/providers.py" line="51"/>
        <source>No model provider is set up yet. Open Settings → Providers to add one, or start Verbatim with --demo to try it.</source>
        <translation>Aucun fournisseur de modèles n’est encore configuré. Ouvrez Paramètres → Fournisseurs pour en ajouter un, ou lancez Verbatim avec --demo pour l’essayer.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/providers.py" line="60"/>
        <source>Models on this computer are not available in this window.</source>
        <translation>Les modèles sur cet ordinateur ne sont pas disponibles dans cette fenêtre.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="425"/>
        <source>The settings at {path} come from a newer Verbatim; defaults are used and the file is left as it is.</source>
        <translation>Les paramètres de {path} proviennent d’une version plus récente de Verbatim&#xa0;; les valeurs par défaut sont utilisées et le fichier reste inchangé.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="435"/>
        <source>Verbatim could not read its settings at {path} ({error}); defaults are used.</source>
        <translation>Verbatim n’a pas pu lire ses paramètres dans {path} ({error})&#xa0;; les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="139"/>
        <source>Offline; changes wait here. {why}</source>
        <translation>Hors ligne&#xa0;; les modifications attendent ici. {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="146"/>
        <source>Sync waits: {why}</source>
        <translation>Synchronisation en attente&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="151"/>
        <source>Sync failed: {error}</source>
        <translation>Échec de la synchronisation&#xa0;: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/sync_service.py" line="224"/>
        <source>%n change(s) waiting to sync</source>
        <translation>
            <numerusform>%n modification en attente de synchronisation</numerusform>
            <numerusform>%n modifications en attente de synchronisation</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="225"/>
        <source>Synced</source>
        <translation>Synchronisé</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="15"/>
        <source>This computer has no keyring to keep the password or passphrase in. Set VERBATIM_SYNC_PASSWORD and VERBATIM_SYNC_PASSPHRASE before starting Verbatim instead.</source>
        <translation>Cet ordinateur n’a pas de trousseau où garder le mot de passe ou la phrase secrète. Définissez plutôt VERBATIM_SYNC_PASSWORD et VERBATIM_SYNC_PASSPHRASE avant de lancer Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="64"/>
        <source>The WebDAV password written into the sync address was moved to the keyring and taken out of the settings file.</source>
        <translation>Le mot de passe WebDAV écrit dans l’adresse de synchronisation a été déplacé dans le trousseau et retiré du fichier de paramètres.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="68"/>
        <source>The WebDAV password written into the sync address was taken out of the settings file. This computer has no keyring: set VERBATIM_SYNC_PASSWORD before starting Verbatim, or enter the password in Settings → Sync.</source>
        <translation>Le mot de passe WebDAV écrit dans l’adresse de synchronisation a été retiré du fichier de paramètres. Cet ordinateur n’a pas de trousseau&#xa0;: définissez VERBATIM_SYNC_PASSWORD avant de lancer Verbatim, ou saisissez le mot de passe dans Paramètres → Synchronisation.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="94"/>
        <source>Choose a folder or give a WebDAV address first.</source>
        <translation>Choisissez d’abord un dossier ou indiquez une adresse WebDAV.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/sync_setup.py" line="103"/>
        <source>Reached. Changes from %n device(s) are there.</source>
        <translation>
            <numerusform>Accessible. Contient des modifications de %n appareil.</numerusform>
            <numerusform>Accessible. Contient des modifications de %n appareils.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="46"/>
        <source>The address of the tool server {name} holds a password or token, which Verbatim does not write into its settings file, and it could not be kept in the keyring ({error}). Set the environment variable {variable} to the whole address before starting Verbatim.</source>
        <translation>L’adresse du serveur d’outils {name} contient un mot de passe ou un jeton, que Verbatim n’écrit pas dans son fichier de réglages, et il n’a pas pu être conservé dans le trousseau ({error}). Définissez la variable d’environnement {variable} avec l’adresse complète avant de lancer Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="66"/>
        <source>The tool servers were not changed: Verbatim cannot write its settings in the folder “{folder}” ({why}). Is it read-only?</source>
        <translation>Les serveurs d’outils n’ont pas été modifiés : Verbatim ne peut pas écrire ses réglages dans le dossier « {folder} » ({why}). Est-il en lecture seule ?</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="91"/>
        <source>There is no tool server named “{name}”.</source>
        <translation>Aucun serveur d’outils ne s’appelle «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="146"/>
        <source>It offers no tools.</source>
        <translation>Il ne propose aucun outil.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="161"/>
        <source>The token for {name} could not be kept in the keyring ({error}). Set the environment variable {variable} before starting Verbatim instead.</source>
        <translation>Le jeton de {name} n’a pas pu être conservé dans le trousseau ({error}). Définissez plutôt la variable d’environnement {variable} avant de lancer Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/transfer_service.py" line="134"/>
        <source>Verbatim could not write {path}: {why}</source>
        <translation>Verbatim n’a pas pu écrire {path}&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/attachment_store.py" line="72"/>
        <source>The attached file “{name}” is missing its contents.</source>
        <translation>Le contenu du fichier joint «&#xa0;{name}&#xa0;» est manquant.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="89"/>
        <source>Verbatim could not make a backup in {folder}: {why}. Nothing was changed in your conversations; free some space on the disk and try again.</source>
        <translation>Verbatim n’a pas pu créer de sauvegarde dans {folder}&#xa0;: {why}. Vos conversations n’ont pas été modifiées&#xa0;; libérez de l’espace sur le disque et réessayez.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="128"/>
        <source>There is no backup at {path}.</source>
        <translation>Aucune sauvegarde à l’emplacement {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="141"/>
        <source>The backup {path} is damaged and cannot be restored ({why}). Nothing was changed.</source>
        <translation>La sauvegarde {path} est endommagée et ne peut pas être restaurée ({why}). Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="150"/>
        <source>The backup {path} is damaged and cannot be restored. Nothing was changed.</source>
        <translation>La sauvegarde {path} est endommagée et ne peut pas être restaurée. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="159"/>
        <source>The backup {path} was made by a newer Verbatim. Nothing was changed.</source>
        <translation>La sauvegarde {path} a été créée par une version plus récente de Verbatim. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="164"/>
        <source>The backup {path} was made by Verbatim {writer}, newer than this one ({this}); install Verbatim {writer} or later to restore it. Nothing was changed.</source>
        <translation>La sauvegarde {path} a été faite par Verbatim {writer}, plus récent que celui-ci ({this}) ; installez Verbatim {writer} ou plus récent pour la restaurer. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="202"/>
        <source>Verbatim could not restore {path}: {why}. Nothing was changed.</source>
        <translation>Verbatim n’a pas pu restaurer {path}&#xa0;: {why}. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="81"/>
        <source>Verbatim cannot open its database at {path}: {error}. Check that the file and its folder can be read.</source>
        <translation>Verbatim ne peut pas ouvrir sa base de données {path}&#xa0;: {error}. Vérifiez que le fichier et son dossier sont lisibles.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="131"/>
        <source>The database at {path} was written by a newer version of Verbatim (format {version}; this version knows up to {SCHEMA_VERSION}). Please update Verbatim. The file has not been changed.</source>
        <translation>La base de données {path} a été écrite par une version plus récente de Verbatim (format {version}&#xa0;; cette version connaît les formats jusqu’à {SCHEMA_VERSION}). Veuillez mettre à jour Verbatim. Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="113"/>
        <source>Verbatim&apos;s database at {path} is damaged and cannot be read. Nothing was changed. Start Verbatim&apos;s window: it keeps the damaged file aside, starts afresh and tells you where the copy is.</source>
        <translation>La base de données de Verbatim ({path}) est endommagée et ne peut pas être lue. Rien n’a été modifié. Lancez la fenêtre de Verbatim&#xa0;: elle met le fichier endommagé de côté, repart de zéro et vous indique où se trouve la copie.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="142"/>
        <source>The database at {path} was written by Verbatim {writer}, which is newer than this Verbatim {this} (its store format {version}; this one reads up to {SCHEMA_VERSION}). Install Verbatim {writer} or later to open it. The file has not been changed.</source>
        <translation>La base de données {path} a été écrite par Verbatim {writer}, plus récent que ce Verbatim {this} (son format de stockage est {version} ; celui-ci lit jusqu’au format {SCHEMA_VERSION}). Installez Verbatim {writer} ou plus récent pour l’ouvrir. Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="159"/>
        <source>Verbatim cannot open its database at {path} ({error}). Check that the folder is writable and the disk is not full; nothing was changed.</source>
        <translation>Verbatim ne peut pas ouvrir sa base de données {path} ({error}). Vérifiez que le dossier est accessible en écriture et que le disque n’est pas plein&#xa0;; rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="186"/>
        <source>This version of Verbatim needs to update its database, and first keeps a copy of it, but the copy could not be made ({error}). Nothing was changed. Free some space on the disk, or check the folder {folder} can be written, then start Verbatim again.</source>
        <translation>Cette version de Verbatim doit mettre à jour sa base de données et en fait d’abord une copie, mais la copie n’a pas pu être créée ({error}). Rien n’a été modifié. Libérez de l’espace sur le disque ou vérifiez que le dossier {folder} est accessible en écriture, puis relancez Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="218"/>
        <source>Verbatim could not update its database to this version ({error}). Nothing was lost: the database is as it was before, and a copy is also kept at {backup}. Your previous version of Verbatim still opens it. Free some disk space if the disk is full and start again; otherwise please report this problem.</source>
        <translation>Verbatim n’a pas pu mettre à jour sa base de données vers cette version ({error}). Rien n’a été perdu&#xa0;: la base de données est telle qu’avant, et une copie est aussi conservée dans {backup}. Votre version précédente de Verbatim peut toujours l’ouvrir. Si le disque est plein, libérez de l’espace et relancez&#xa0;; sinon, merci de signaler ce problème.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="228"/>
        <source>Verbatim could not update its database to this version ({error}). Nothing was lost: your conversations as they were before are kept at {backup}. Free some disk space if the disk is full and start again; otherwise please report this problem.</source>
        <translation>Verbatim n’a pas pu mettre à jour sa base de données vers cette version ({error}). Rien n’a été perdu&#xa0;: vos conversations telles qu’elles étaient avant sont conservées dans {backup}. Si le disque est plein, libérez de l’espace et relancez&#xa0;; sinon, merci de signaler ce problème.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="311"/>
        <source>Verbatim cannot create its data folder {folder}: {reason}. Choose another folder with --data-dir or fix its permissions.</source>
        <translation>Verbatim ne peut pas créer son dossier de données {folder}&#xa0;: {reason}. Choisissez un autre dossier avec --data-dir ou corrigez ses droits d’accès.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="323"/>
        <source>Verbatim expected a database file at {path} but found a folder. Move it away or choose another folder with --data-dir.</source>
        <translation>Verbatim attendait un fichier de base de données à l’emplacement {path}, mais a trouvé un dossier. Déplacez-le ou choisissez un autre dossier avec --data-dir.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="344"/>
        <source>Verbatim&apos;s database was damaged and could not be read. It was kept as {moved} and a new, empty one was started. Nothing was deleted.</source>
        <translation>La base de données de Verbatim était endommagée et n’a pas pu être lue. Elle a été conservée sous {moved} et une nouvelle base vide a été créée. Rien n’a été supprimé.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="353"/>
        <source>Verbatim updated its database; a copy of the old one is at {path}.</source>
        <translation>Verbatim a mis à jour sa base de données&#xa0;; une copie de l’ancienne est conservée sous {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="377"/>
        <source>Verbatim&apos;s database at {path} lacks parts this version needs ({missing}). Nothing was changed. Restore a backup (Settings → Backups, or verbatim restore), or report this problem.</source>
        <translation>Il manque à la base de données de Verbatim ({path}) des éléments nécessaires à cette version ({missing}). Rien n’a été modifié. Restaurez une sauvegarde (Paramètres → Sauvegardes, ou verbatim restore) ou signalez ce problème.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="24"/>
        <source>Verbatim could not save to {path}: the disk is full. Free some space; Verbatim keeps the text and will try again.</source>
        <translation>Verbatim n’a pas pu enregistrer dans {path}&#xa0;: le disque est plein. Libérez de l’espace&#xa0;; Verbatim garde le texte et réessaiera.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="30"/>
        <source>Verbatim could not save to {path}: the data folder is read-only. Check its permissions; Verbatim keeps the text and will try again.</source>
        <translation>Verbatim n’a pas pu enregistrer dans {path}&#xa0;: le dossier de données est en lecture seule. Vérifiez ses droits d’accès&#xa0;; Verbatim garde le texte et réessaiera.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="36"/>
        <source>Verbatim could not save to {path}: another program is holding the database. Verbatim will try again.</source>
        <translation>Verbatim n’a pas pu enregistrer dans {path}&#xa0;: un autre programme bloque la base de données. Verbatim réessaiera.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="42"/>
        <source>Verbatim could not save to {path}: SQLite said: {said}. Verbatim keeps the text and will try again.</source>
        <translation>Verbatim n’a pas pu enregistrer dans {path}&#xa0;: SQLite indique&#xa0;: {said}. Verbatim garde le texte et réessaiera.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="52"/>
        <source>This file cannot be imported: {where} {why}. Nothing was changed.</source>
        <translation>Ce fichier ne peut pas être importé&#xa0;: {where} {why}. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="96"/>
        <source>the zip</source>
        <translation>le fichier zip</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="96"/>
        <source>has no conversations.json (is it a data export?)</source>
        <translation>ne contient pas de conversations.json (s’agit-il bien d’un export de données&#xa0;?)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="105"/>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="129"/>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="142"/>
        <source>the file</source>
        <translation>le fichier</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="105"/>
        <source>could not be read ({why})</source>
        <translation>n’a pas pu être lu ({why})</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="114"/>
        <source>conversations.json</source>
        <translation>conversations.json</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="114"/>
        <source>is larger than 4 GB</source>
        <translation>dépasse 4 Go</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="129"/>
        <source>is not a conversations export (no JSON list)</source>
        <translation>n’est pas un export de conversations (pas de liste JSON)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="142"/>
        <source>is neither a ChatGPT nor a Claude export</source>
        <translation>n’est ni un export ChatGPT ni un export Claude</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="54"/>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="17"/>
        <source>conversation {n}</source>
        <translation>la conversation {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="56"/>
        <source>has no message tree (mapping)</source>
        <translation>n’a pas d’arborescence de messages (mapping)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="59"/>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="22"/>
        <source>has no id</source>
        <translation>n’a pas d’identifiant</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="61"/>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="24"/>
        <source>conversation {n} (“{title}”)</source>
        <translation>la conversation {n} («&#xa0;{title}&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="130"/>
        <source>has a node {node} that is not an object</source>
        <translation>a un nœud {node} qui n’est pas un objet</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="133"/>
        <source>has a node whose parent {parent} is missing</source>
        <translation>a un nœud dont le parent {parent} est absent</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="136"/>
        <source>has no first message (its tree is a loop)</source>
        <translation>n’a pas de premier message (son arborescence forme une boucle)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="76"/>
        <source>has a node {node} reached twice (a loop)</source>
        <translation>atteint deux fois le nœud {node} (une boucle)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="105"/>
        <source>has messages that no path from its start reaches</source>
        <translation>a des messages qu’aucun chemin depuis le début n’atteint</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="199"/>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="206"/>
        <source>it claims more pixels than any real picture</source>
        <translation>il annonce plus de pixels qu’aucune image réelle n’en a</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="201"/>
        <source>it is not a picture Verbatim can read</source>
        <translation>ce n’est pas une image que Verbatim sait lire</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="204"/>
        <source>it is not a PNG, JPEG, WebP or GIF picture</source>
        <translation>ce n’est pas une image PNG, JPEG, WebP ou GIF</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="19"/>
        <source>has no list of messages (chat_messages)</source>
        <translation>n’a pas de liste de messages (chat_messages)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="34"/>
        <source>has a message {n} without an id</source>
        <translation>a un message {n} sans identifiant</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="37"/>
        <source>has a message {n} from “{sender}”</source>
        <translation>a un message {n} de «&#xa0;{sender}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="112"/>
        <source>has messages that answer each other in a loop</source>
        <translation>a des messages qui se répondent en boucle</translation>
    </message>
    <message>
        <location filename="../../desktop/store/journal.py" line="85"/>
        <location filename="../../desktop/store/repository.py" line="358"/>
        <location filename="../../desktop/store/tool_store.py" line="101"/>
        <location filename="../../desktop/store/tool_store.py" line="107"/>
        <source>That answer was deleted.</source>
        <translation>Cette réponse a été supprimée.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/tool_store.py" line="27"/>
        <source>Verbatim closed before this tool call finished.</source>
        <translation>Verbatim a été fermé avant la fin de cet appel d’outil.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/tool_store.py" line="29"/>
        <source>Verbatim closed before it was allowed to run.</source>
        <translation>Verbatim a été fermé avant que l’appel soit autorisé.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="288"/>
        <source>The import was cancelled. Nothing was added.</source>
        <translation>L’importation a été annulée. Rien n’a été ajouté.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="171"/>
        <source>This file cannot be imported: it holds more projects than Verbatim keeps ({limit} in all; {here} here already). Nothing was changed.</source>
        <translation>Ce fichier ne peut pas être importé : il contient plus de projets que Verbatim n’en garde ({limit} en tout ; {here} déjà ici). Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="185"/>
        <source>This file cannot be imported: reading it needed more memory than this computer gave Verbatim. Nothing was changed.</source>
        <translation>Ce fichier ne peut pas être importé : sa lecture demandait plus de mémoire que cet ordinateur n’en a donné à Verbatim. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="300"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="302"/>
        <source>the data folder is read-only</source>
        <translation>le dossier de données est en lecture seule</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="308"/>
        <source>Verbatim could not import into {path}: {why}. Nothing was added; free some space or fix the folder, then try again.</source>
        <translation>Verbatim n’a pas pu importer dans {path}&#xa0;: {why}. Rien n’a été ajouté&#xa0;; libérez de l’espace ou corrigez le problème du dossier, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="134"/>
        <source>Sent {sent} and {deletes} in {files} ({size}); received {received} from {incoming}.</source>
        <translation>Envoyé&#xa0;: {sent} et {deletes} dans {files} ({size})&#xa0;; reçu&#xa0;: {received} de {incoming}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/round.py" line="136"/>
        <source>%n delete(s)</source>
        <translation>
            <numerusform>%n suppression</numerusform>
            <numerusform>%n suppressions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/cli/history.py" line="100"/>
        <location filename="../../desktop/sync/round.py" line="137"/>
        <location filename="../../desktop/sync/round.py" line="140"/>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="215"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n fichier</numerusform>
            <numerusform>%n fichiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/round.py" line="138"/>
        <location filename="../../desktop/sync/transport.py" line="258"/>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="108"/>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="54"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n octet</numerusform>
            <numerusform>%n octets</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="196"/>
        <source>A change file from another device is incomplete or damaged ({name}); it is tried again next time.</source>
        <translation>Un fichier de modifications d’un autre appareil est incomplet ou endommagé ({name})&#xa0;; il sera relu la prochaine fois.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="232"/>
        <source>The sync passphrase does not open the changes from another device. Check the passphrase. Nothing was changed.</source>
        <translation>La phrase secrète de synchronisation n’ouvre pas les modifications d’un autre appareil. Vérifiez la phrase secrète. Rien n’a été modifié.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/applying.py" line="109"/>
        <source>Skipped %n change(s) from other devices that came before what they need (an earlier message, their conversation or their files): {limit} changes wait for theirs already, as many as Verbatim keeps.</source>
        <translation>
            <numerusform>%n modification d’autres appareils a été ignorée, arrivée avant ce dont elle a besoin (un message antérieur, sa conversation ou ses fichiers) : {limit} modifications attendent déjà le leur, autant que Verbatim en garde.</numerusform>
            <numerusform>%n modifications d’autres appareils ont été ignorées, arrivées avant ce dont elles ont besoin (un message antérieur, leur conversation ou leurs fichiers) : {limit} modifications attendent déjà le leur, autant que Verbatim en garde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="42"/>
        <source>Dropped %n change(s) from other devices that waited {days} days for what they need (an earlier message, their conversation or their files).</source>
        <translation>
            <numerusform>%n modification d’autres appareils a été abandonnée : elle a attendu {days} jours ce dont elle a besoin (un message antérieur, sa conversation ou ses fichiers).</numerusform>
            <numerusform>%n modifications d’autres appareils ont été abandonnées : elles ont attendu {days} jours ce dont elles ont besoin (un message antérieur, leur conversation ou leurs fichiers).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/usable.py" line="110"/>
        <source>A change file from device {device} ({name}) could not be read and was skipped: {why}.</source>
        <translation>Un fichier de modifications de l’appareil {device} ({name}) n’a pas pu être lu et a été ignoré&#xa0;: {why}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="148"/>
        <source>Skipped %n change(s) from device {device}: not in the shape of a change.</source>
        <translation>
            <numerusform>%n modification de l’appareil {device} ignorée&#xa0;: elle n’a pas la forme d’une modification.</numerusform>
            <numerusform>%n modifications de l’appareil {device} ignorées&#xa0;: elles n’ont pas la forme d’une modification.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="157"/>
        <source>Skipped %n change(s) from device {device}: their time is unreadable.</source>
        <translation>
            <numerusform>%n modification de l’appareil {device} ignorée&#xa0;: sa date est illisible.</numerusform>
            <numerusform>%n modifications de l’appareil {device} ignorées&#xa0;: leur date est illisible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="166"/>
        <source>Held until their time comes: %n change(s) from device {device}, dated more than an hour ahead of this computer&apos;s clock. Check the clocks of both computers.</source>
        <translation>
            <numerusform>En attente jusqu’à son heure&#xa0;: %n modification de l’appareil {device}, datée de plus d’une heure en avance sur l’horloge de cet ordinateur. Vérifiez l’horloge des deux ordinateurs.</numerusform>
            <numerusform>En attente jusqu’à leur heure&#xa0;: %n modifications de l’appareil {device}, datées de plus d’une heure en avance sur l’horloge de cet ordinateur. Vérifiez l’horloge des deux ordinateurs.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/applying.py" line="138"/>
        <location filename="../../desktop/sync/applying.py" line="289"/>
        <source>A change from another device was refused: {why}</source>
        <translation>Une modification d’un autre appareil a été refusée&#xa0;: {why}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/applying.py" line="368"/>
        <source>Skipped %n project(s) from other devices: Verbatim keeps at most {limit}.</source>
        <translation>
            <numerusform>%n projet d’autres appareils a été ignoré : Verbatim en garde au plus {limit}.</numerusform>
            <numerusform>%n projets d’autres appareils ont été ignorés : Verbatim en garde au plus {limit}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/applying.py" line="400"/>
        <source>a project waits for files that have not come, and {limit} changes wait for theirs already, as many as Verbatim keeps</source>
        <translation>un projet attend des fichiers qui ne sont pas arrivés, et {limit} modifications attendent déjà le leur, autant que Verbatim en garde</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="435"/>
        <source>Another computer syncs a copy of this data folder under the same identity; this one now uses a new one, and nothing was lost.</source>
        <translation>Un autre ordinateur synchronise une copie de ce dossier de données sous la même identité&#xa0;; celui-ci en utilise désormais une nouvelle, et rien n’a été perdu.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="148"/>
        <location filename="../../desktop/sync/transport.py" line="120"/>
        <location filename="../../desktop/sync/transport.py" line="130"/>
        <location filename="../../desktop/sync/transport.py" line="377"/>
        <source>it is larger than any change file may be</source>
        <translation>il dépasse la taille maximale d’un fichier de modifications</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="152"/>
        <source>it is encrypted, and this device has no sync passphrase</source>
        <translation>il est chiffré, et cet appareil n’a pas de phrase secrète de synchronisation</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="164"/>
        <source>it does not open with this device&apos;s passphrase: it was altered, or that device uses another passphrase</source>
        <translation>il ne s’ouvre pas avec la phrase secrète de cet appareil&#xa0;: il a été altéré, ou l’autre appareil utilise une autre phrase secrète</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="173"/>
        <source>it is not encrypted, while this device syncs with a passphrase (someone without the passphrase may have written it)</source>
        <translation>il n’est pas chiffré, alors que cet appareil synchronise avec une phrase secrète (quelqu’un qui n’a pas la phrase secrète l’a peut-être écrit)</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="179"/>
        <source>it is not a Verbatim change file</source>
        <translation>ce n’est pas un fichier de modifications Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="221"/>
        <source>it inflates to more than any change file may hold</source>
        <translation>une fois décompressé, il dépasse ce qu’un fichier de modifications peut contenir</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="218"/>
        <source>its compression is damaged ({error})</source>
        <translation>sa compression est endommagée ({error})</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="131"/>
        <source>it holds more than {count} values, more than any change file may</source>
        <translation>il contient plus de {count} valeurs, plus que n’en peut contenir un fichier de modifications</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="216"/>
        <source>it is cut short</source>
        <translation>il est tronqué</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="139"/>
        <source>a line of it cannot be read: {why}</source>
        <translation>une de ses lignes est illisible&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="136"/>
        <source>it holds something that is not a change</source>
        <translation>il contient quelque chose qui n’est pas une modification</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="35"/>
        <source>This sync round took longer than {minutes} and stopped; what it received is kept, and the next round goes on from there.</source>
        <translation>Ce cycle de synchronisation a duré plus de {minutes} et s’est arrêté ; ce qu’il a reçu est conservé, et le cycle suivant reprend à partir de là.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/transport.py" line="37"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="86"/>
        <source>The sync folder {folder} is not there (is its drive connected?).</source>
        <translation>Le dossier de synchronisation {folder} est introuvable (son disque est-il connecté&#xa0;?).</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="98"/>
        <source>The sync folder {folder} cannot be read: {error}.</source>
        <translation>Le dossier de synchronisation {folder} ne peut pas être lu&#xa0;: {error}.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="118"/>
        <source>it is not a plain file (a link, a device or a pipe)</source>
        <translation>ce n’est pas un fichier ordinaire (lien, périphérique ou tube)</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="128"/>
        <source>it cannot be read ({error})</source>
        <translation>il ne peut pas être lu ({error})</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="151"/>
        <source>The sync folder {folder} refused a change file: {error}.</source>
        <translation>Le dossier de synchronisation {folder} a refusé un fichier de modifications&#xa0;: {error}.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="206"/>
        <source>This computer&apos;s settings send connections through a proxy Verbatim cannot use for sync ({proxy}); only http and https proxies work. Nothing was changed.</source>
        <translation>Les réglages de cet ordinateur font passer les connexions par un proxy que Verbatim ne peut pas utiliser pour la synchronisation ({proxy}) ; seuls les proxys http et https fonctionnent. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="234"/>
        <source>The WebDAV server at {url} could not {doing}: {detail}</source>
        <translation>Le serveur WebDAV à l’adresse {url} n’a pas pu {doing}&#xa0;: {detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="244"/>
        <source>The WebDAV server at {url} cannot be reached: {detail}</source>
        <translation>Le serveur WebDAV à l’adresse {url} est inaccessible&#xa0;: {detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="254"/>
        <source>The WebDAV server at {url} was too slow to {doing}: it sent less than {rate} a second. Nothing was lost; the next round tries again.</source>
        <translation>Le serveur WebDAV à l’adresse {url} a été trop lent pour {doing} : il envoyait moins de {rate} par seconde. Rien n’a été perdu ; le cycle suivant réessaiera.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="297"/>
        <source>The WebDAV server at {url} refused the user name or password.</source>
        <translation>Le serveur WebDAV à l’adresse {url} a refusé le nom d’utilisateur ou le mot de passe.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="302"/>
        <source>the server is out of space (its quota is full)</source>
        <translation>le serveur n’a plus d’espace (son quota est atteint)</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="307"/>
        <source>it sent Verbatim to {target} (HTTP {status}); use that address instead</source>
        <translation>il a redirigé Verbatim vers {target} (HTTP {status})&#xa0;; utilisez plutôt cette adresse</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="326"/>
        <source>its answer is longer than {size} bytes, more than any sync folder&apos;s list</source>
        <translation>sa réponse dépasse {size} octets, plus que la liste de n’importe quel dossier de synchronisation</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="335"/>
        <source>its answer declares XML entities, which Verbatim does not expand</source>
        <translation>sa réponse déclare des entités XML, que Verbatim ne développe pas</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="349"/>
        <source>its answer nests too deep</source>
        <translation>sa réponse est imbriquée trop profondément</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="36"/>
        <source>A tool server&apos;s name is one word of letters, digits, dots, dashes or underscores (at most 40), such as “time”.</source>
        <translation>Le nom d’un serveur d’outils est un seul mot fait de lettres, de chiffres, de points, de tirets ou de tirets bas (40 au plus), comme «&#xa0;time&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="40"/>
        <source>There is already a tool server named “{name}”.</source>
        <translation>Un serveur d’outils nommé «&#xa0;{name}&#xa0;» existe déjà.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="42"/>
        <source>Give either a command to start, or an http(s) address, not both.</source>
        <translation>Indiquez soit une commande à lancer, soit une adresse http(s), mais pas les deux.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="44"/>
        <source>A tool server&apos;s address starts with http:// or https://.</source>
        <translation>L’adresse d’un serveur d’outils commence par http:// ou https://.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="121"/>
        <source>This computer has no keyring Verbatim can use.</source>
        <translation>Cet ordinateur n’a pas de trousseau utilisable par Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="115"/>
        <source>Verbatim is closing; tools are stopped.</source>
        <translation>Verbatim se ferme&#xa0;; les outils sont arrêtés.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="290"/>
        <source>The tool server “{name}” did not start within {seconds} seconds.</source>
        <translation>Le serveur d’outils «&#xa0;{name}&#xa0;» n’a pas démarré en {seconds} secondes.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="315"/>
        <source>The address of the tool server “{name}” holds a password or token, and it is not in this computer&apos;s keyring. Set the environment variable {variable} to the whole address before starting Verbatim, or add the server again.</source>
        <translation>L’adresse du serveur d’outils « {name} » contient un mot de passe ou un jeton qui ne se trouve pas dans le trousseau de cet ordinateur. Définissez la variable d’environnement {variable} avec l’adresse complète avant de lancer Verbatim, ou ajoutez à nouveau le serveur.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="382"/>
        <source>The tool server “{name}” could not be started ({command}).</source>
        <translation>Le serveur d’outils «&#xa0;{name}&#xa0;» n’a pas pu être lancé ({command}).</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="388"/>
        <source>The tool server “{name}” at {url} did not answer.</source>
        <translation>Le serveur d’outils «&#xa0;{name}&#xa0;» à l’adresse {url} n’a pas répondu.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="399"/>
        <source>The tool server “{name}” is not set up.</source>
        <translation>Le serveur d’outils «&#xa0;{name}&#xa0;» n’est pas configuré.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="414"/>
        <source>The tool server “{name}” stopped while it ran. {detail}</source>
        <translation>Le serveur d’outils «&#xa0;{name}&#xa0;» s’est arrêté en cours d’exécution. {detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="422"/>
        <source>The tool failed: {detail}</source>
        <translation>L’outil a échoué&#xa0;: {detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="32"/>
        <source>[A picture: {mime}, {width}×{height}, {size}]</source>
        <translation>[Une image&#xa0;: {mime}, {width}×{height}, {size}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="45"/>
        <source>[A picture Verbatim cannot read: {mime}]</source>
        <translation>[Une image que Verbatim ne sait pas lire&#xa0;: {mime}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="57"/>
        <source>[A sound: {mime}, {size}]</source>
        <translation>[Un son&#xa0;: {mime}, {size}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="65"/>
        <source>[A file: {uri}, {size}]</source>
        <translation>[Un fichier&#xa0;: {uri}, {size}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="70"/>
        <source>[A link to {name}: {uri}]</source>
        <translation>[Un lien vers {name}&#xa0;: {uri}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="71"/>
        <source>[Something Verbatim cannot show: {kind}]</source>
        <translation>[Un élément que Verbatim ne peut pas afficher&#xa0;: {kind}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/stdio.py" line="51"/>
        <source>The tool server sent a message larger than {limit} MB; Verbatim did not read it.</source>
        <translation>Le serveur d’outils a envoyé un message de plus de {limit} Mo&#xa0;; Verbatim ne l’a pas lu.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="31"/>
        <location filename="../../desktop/ui/header/header_part.py" line="82"/>
        <source>About Verbatim</source>
        <translation>À propos de Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="47"/>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="48"/>
        <source>Store format {number}</source>
        <translation>Format de stockage {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="50"/>
        <source>Local engine: llama-cpp-python {version}</source>
        <translation>Moteur local : llama-cpp-python {version}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="60"/>
        <source>A chat client for language models that keeps every word you saw.</source>
        <translation>Un client de chat pour modèles de langage, qui garde chaque mot que vous avez vu.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="63"/>
        <source>Your conversations are stored in:</source>
        <translation>Vos conversations sont stockées dans&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="70"/>
        <location filename="../../desktop/ui/dialogs/about.py" line="71"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="105"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="18"/>
        <source>Slide {n}</source>
        <translation>Diapositive {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="19"/>
        <source>Sheet {n}</source>
        <translation>Feuille {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="20"/>
        <source>Chapter {n}</source>
        <translation>Chapitre {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="21"/>
        <source>Part {n}</source>
        <translation>Partie {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="23"/>
        <source>Page {n}</source>
        <translation>Page {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="29"/>
        <source>%n slide(s)</source>
        <translation>
            <numerusform>%n diapositive</numerusform>
            <numerusform>%n diapositives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="30"/>
        <source>%n sheet(s)</source>
        <translation>
            <numerusform>%n feuille</numerusform>
            <numerusform>%n feuilles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="31"/>
        <source>%n chapter(s)</source>
        <translation>
            <numerusform>%n chapitre</numerusform>
            <numerusform>%n chapitres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="32"/>
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="34"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="90"/>
        <source>{pages} · no text (scanned pages)</source>
        <translation>{pages} · pas de texte (pages numérisées)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="92"/>
        <source>{pages} · no text</source>
        <translation>{pages} · aucun texte</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/documents/attachment_view.py" line="94"/>
        <source>{words} word(s)</source>
        <translation>
            <numerusform>{words} mot</numerusform>
            <numerusform>{words} mots</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="100"/>
        <source>{pages} · {words} (read from the picture)</source>
        <translation>{pages} · {words} (lus dans l’image)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="102"/>
        <source>{pages} · {words} (read from the scan)</source>
        <translation>{pages} · {words} (lus dans le scan)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="103"/>
        <source>{pages} · {words}</source>
        <translation>{pages} · {words}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="110"/>
        <source>{n} KB</source>
        <translation>{n} Ko</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="111"/>
        <source>{n} MB</source>
        <translation>{n} Mo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="118"/>
        <source>Sent to the model at {w}×{h} (the original, {ow}×{oh}, is kept).</source>
        <translation>Envoyée au modèle en {w}×{h} (l’original, {ow}×{oh}, est conservé).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="166"/>
        <source>Open {name}</source>
        <translation>Ouvrir {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="175"/>
        <location filename="../../desktop/ui/documents/file_reading.py" line="54"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="107"/>
        <source>Remove {name}</source>
        <translation>Retirer {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="242"/>
        <source>This file&apos;s contents are not in the store.</source>
        <translation>Le contenu de ce fichier n’est pas enregistré.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="33"/>
        <source>daily</source>
        <translation>quotidienne</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="34"/>
        <source>before an import</source>
        <translation>avant une importation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="35"/>
        <source>before a restore</source>
        <translation>avant une restauration</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="53"/>
        <source>A copy is made each day you use Verbatim, and before every import. The newest of each of the last 7 days and 4 weeks is kept, in {folder}.</source>
        <translation>Une copie est faite chaque jour où vous utilisez Verbatim, et avant chaque importation. La plus récente de chacun des 7 derniers jours et des 4 dernières semaines est conservée, dans {folder}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="60"/>
        <source>No backups yet. Back up now makes the first one.</source>
        <translation>Aucune sauvegarde pour l’instant. Sauvegarder maintenant crée la première.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="61"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="104"/>
        <source>Backups</source>
        <translation>Sauvegardes</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="61"/>
        <source>The copies, newest first</source>
        <translation>Les copies, la plus récente d’abord</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="65"/>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="66"/>
        <source>Back up now</source>
        <translation>Sauvegarder maintenant</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="68"/>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="69"/>
        <source>Restore…</source>
        <translation>Restaurer…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="69"/>
        <source>Put the chosen copy back</source>
        <translation>Remettre en place la copie choisie</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="98"/>
        <source>Backed up to {path}</source>
        <translation>Sauvegardé dans {path}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="115"/>
        <source>Restore the backup of {when}?</source>
        <translation>Restaurer la sauvegarde du {when}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="117"/>
        <source>Your conversations will be as they were then. Verbatim puts the copy in place the next time it starts; the conversations as they are now are kept as a backup too.</source>
        <translation>Vos conversations redeviendront telles qu’elles étaient à ce moment-là. Verbatim met la copie en place au prochain démarrage&#xa0;; les conversations dans leur état actuel sont aussi conservées dans une sauvegarde.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="121"/>
        <source>Restore at next start</source>
        <translation>Restaurer au prochain démarrage</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="215"/>
        <location filename="../../desktop/ui/composer/composer_view.py" line="127"/>
        <source>Attach files</source>
        <translation>Joindre des fichiers</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="128"/>
        <source>Attach pictures or text files (or paste or drop them here)</source>
        <translation>Joindre des images ou des fichiers texte (ou les coller ou déposer ici)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="144"/>
        <source>Message Verbatim…</source>
        <translation>Écrire à Verbatim…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="146"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="146"/>
        <source>Enter sends, Shift+Enter adds a line, Esc stops</source>
        <translation>Entrée envoie, Maj+Entrée ajoute une ligne, Échap arrête</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="264"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="264"/>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="265"/>
        <source>Stop the answer (Esc)</source>
        <translation>Arrêter la réponse (Échap)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="265"/>
        <source>Send the message (Enter)</source>
        <translation>Envoyer le message (Entrée)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="283"/>
        <source>Web search (no provider chosen)</source>
        <translation>Recherche web (aucun fournisseur choisi)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="285"/>
        <source>No search provider is chosen yet. Click to choose one in Settings → Web search.</source>
        <translation>Aucun fournisseur de recherche n’est encore choisi. Cliquez pour en choisir un dans Paramètres → Recherche web.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="291"/>
        <source>Web search: on</source>
        <translation>Recherche web : activée</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="292"/>
        <source>The next question searches the web. Click to send it without search.</source>
        <translation>La prochaine question cherchera sur le web. Cliquez pour l’envoyer sans recherche.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="296"/>
        <source>Web search: off</source>
        <translation>Recherche web : désactivée</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="297"/>
        <source>Click to search the web for the next question.</source>
        <translation>Cliquez pour chercher sur le web pour la prochaine question.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="318"/>
        <source>Stop dictating</source>
        <translation>Arrêter la dictée</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="318"/>
        <source>Dictate</source>
        <translation>Dicter</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="319"/>
        <source>Stop listening; the words stay in the message (Ctrl+Shift+D)</source>
        <translation>Arrêter l’écoute ; les mots restent dans le message (Ctrl+Maj+D)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="321"/>
        <source>Speak instead of typing, recognised on this computer (Ctrl+Shift+D)</source>
        <translation>Parlez au lieu de taper, reconnu sur cet ordinateur (Ctrl+Maj+D)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="338"/>
        <source>Stop hands-free conversation</source>
        <translation>Arrêter la conversation mains libres</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="339"/>
        <source>Stop listening; what was said stays in the message</source>
        <translation>Arrêter l’écoute ; ce qui a été dit reste dans le message</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="342"/>
        <source>Speak, and a pause sends; each answer is read aloud, and speaking again interrupts it. Best with headphones</source>
        <translation>Parlez, une pause envoie ; chaque réponse est lue à voix haute, et reprendre la parole l’interrompt. Idéal avec un casque</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="357"/>
        <source>Editing an earlier message: Enter sends it as a new version, Esc cancels.</source>
        <translation>Modification d’un message précédent&#xa0;: Entrée l’envoie comme nouvelle version, Échap annule.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="189"/>
        <source>Save the tool&apos;s output</source>
        <translation>Enregistrer la sortie de l’outil</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="201"/>
        <source>The output could not be saved: {error}</source>
        <translation>La sortie n’a pas pu être enregistrée&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="204"/>
        <source>Saved the tool&apos;s output as {path}.</source>
        <translation>Sortie de l’outil enregistrée sous {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="220"/>
        <source>Pictures, documents and text files (*.png *.jpg *.jpeg *.webp *.gif *.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv *.txt *.json *.py *.js *.ts *.css *.xml *.yaml *.yml *.toml *.log)</source>
        <translation>Images, documents et fichiers texte (*.png *.jpg *.jpeg *.webp *.gif *.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv *.txt *.json *.py *.js *.ts *.css *.xml *.yaml *.yml *.toml *.log)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="225"/>
        <source>Documents (*.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv)</source>
        <translation>Documents (*.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="228"/>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="168"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="382"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="246"/>
        <source>Finish or cancel the edit first (Esc): an edited message keeps its own files.</source>
        <translation>Terminez ou annulez d’abord la modification (Échap)&#xa0;: un message modifié garde ses propres fichiers.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="268"/>
        <source>Attach the page at {host} as a source?</source>
        <translation>Joindre la page de {host} comme source ?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="269"/>
        <source>Attach page</source>
        <translation>Joindre la page</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/confirm.py" line="44"/>
        <location filename="../../desktop/ui/dialogs/confirm.py" line="47"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="94"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="226"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="52"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="55"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/context_meter.py" line="120"/>
        <source>About {used} of the {limit} tokens this model reads. When a conversation is longer, the oldest messages after your first one are left out (the system prompt and your first message always go), and the answer says so.</source>
        <translation>Environ {used} des {limit} jetons que ce modèle lit. Quand une conversation est plus longue, les messages les plus anciens après votre premier sont omis (les instructions système et votre premier message sont toujours envoyés), et la réponse le signale.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/context_meter.py" line="125"/>
        <source>Context used</source>
        <translation>Contexte utilisé</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="49"/>
        <source>Pinned</source>
        <translation>Épinglées</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="50"/>
        <source>Today</source>
        <translation>Aujourd’hui</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="51"/>
        <source>Yesterday</source>
        <translation>Hier</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="52"/>
        <source>Previous 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="53"/>
        <source>Previous 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="54"/>
        <source>Projects</source>
        <translation>Projets</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="213"/>
        <source>Project {name}, %n conversation(s)</source>
        <translation>
            <numerusform>Projet {name}, %n conversation</numerusform>
            <numerusform>Projet {name}, %n conversations</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="74"/>
        <location filename="../../desktop/ui/header/header_part.py" line="73"/>
        <location filename="../../desktop/ui/header/header_part.py" line="158"/>
        <source>Conversation setup</source>
        <translation>Réglages de la conversation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="81"/>
        <source>How this conversation is answered. New conversations start from the defaults in Settings.</source>
        <translation>Comment les réponses sont produites dans cette conversation. Les nouvelles conversations reprennent les valeurs par défaut des Paramètres.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="90"/>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="90"/>
        <source>Fill the fields from a saved preset</source>
        <translation>Remplir les champs à partir d’un préréglage enregistré</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="92"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="93"/>
        <source>Delete preset</source>
        <translation>Supprimer le préréglage</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="93"/>
        <source>Delete the chosen preset</source>
        <translation>Supprimer le préréglage choisi</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="106"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="107"/>
        <location filename="../../desktop/ui/header/model_picker.py" line="36"/>
        <location filename="../../desktop/ui/transcript/message_parts.py" line="56"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="144"/>
        <source>As much as free memory holds</source>
        <translation>Autant que la mémoire libre en contient</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="147"/>
        <source>How many tokens this model reads at most. Left as it is, Verbatim starts the model with as many as this computer&apos;s free memory holds.</source>
        <translation>Le nombre maximal de jetons que ce modèle lit. Si vous n’y touchez pas, Verbatim lance le modèle avec autant de jetons que la mémoire libre de cet ordinateur en contient.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="152"/>
        <source>As the server says</source>
        <translation>Selon le serveur</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="155"/>
        <source>How many tokens this model reads at most. A model on this computer, or on Ollama, is run with it. Elsewhere, set it when the server does not say, or says more than it was started with.</source>
        <translation>Nombre maximal de jetons que ce modèle lit. Un modèle sur cet ordinateur, ou sur Ollama, est lancé avec cette valeur. Ailleurs, définissez-le si le serveur ne l’indique pas, ou s’il indique plus que ce avec quoi il a été lancé.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="106"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="112"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="113"/>
        <source>Context length (tokens)</source>
        <translation>Longueur du contexte (jetons)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="116"/>
        <source>Instructions for this conversation</source>
        <translation>Instructions pour cette conversation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="121"/>
        <source>Preset name, for example Coder</source>
        <translation>Nom du préréglage, par exemple Développeur</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="122"/>
        <source>Preset name</source>
        <translation>Nom du préréglage</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="124"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="125"/>
        <source>Save as preset</source>
        <translation>Enregistrer comme préréglage</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="125"/>
        <source>Keep these fields under the name</source>
        <translation>Garder ces champs sous le nom</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="164"/>
        <source>No preset</source>
        <translation>Aucun préréglage</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="96"/>
        <source>Close Verbatim and open it again to finish restoring {name}.</source>
        <translation>Fermez Verbatim et rouvrez-le pour terminer la restauration de {name}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="105"/>
        <source>Export conversations</source>
        <translation>Exporter des conversations</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="108"/>
        <source>Markdown, to read (*.md)</source>
        <translation>Markdown, pour la lecture (*.md)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="109"/>
        <source>A web page that opens in any browser (*.html)</source>
        <translation>Une page web qui s’ouvre dans tout navigateur (*.html)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="110"/>
        <source>Verbatim JSON, complete: imports back with nothing lost (*.json)</source>
        <translation>JSON Verbatim, complet&#xa0;: se réimporte sans aucune perte (*.json)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="132"/>
        <source>Exporting</source>
        <translation>Exportation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="148"/>
        <source>The export was cancelled. Nothing was written.</source>
        <translation>L’exportation a été annulée. Rien n’a été écrit.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/dialogs/data_part.py" line="134"/>
        <source>Exporting… {done} of %n conversation(s)</source>
        <translation>
            <numerusform>Exportation… {done} sur %n conversation</numerusform>
            <numerusform>Exportation… {done} sur %n conversations</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="158"/>
        <source>Exported {conversations} to {path}</source>
        <translation>Exporté vers {path} : {conversations}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="166"/>
        <source>Import conversations</source>
        <translation>Importer des conversations</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="168"/>
        <source>Exports (*.json *.zip)</source>
        <translation>Exports (*.json *.zip)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="180"/>
        <source>{path}: a {kind} export of {conversations}; all of it is already here. Nothing to import.</source>
        <translation>{path}&#xa0;: export {kind} de {conversations}&#xa0;; tout y est déjà. Rien à importer.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="191"/>
        <source>Import from {kind}?</source>
        <translation>Importer depuis {kind}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="193"/>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="204"/>
        <source>Importing</source>
        <translation>Importation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="224"/>
        <source>Imported {conversations}, {messages}</source>
        <translation>Importé&#xa0;: {conversations}, {messages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="242"/>
        <source>{name} is a {kind} export with {conversations} and {messages}. {present_conversations} and {present_messages} are already here and stay as they are. Verbatim will add {new_conversations} and {new_messages}.</source>
        <translation>{name} est un export {kind} contenant {conversations} et {messages}. {present_conversations} et {present_messages} sont déjà là et restent tels quels. Verbatim va ajouter {new_conversations} et {new_messages}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/design.py" line="58"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="23"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="120"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="121"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="65"/>
        <location filename="../../desktop/ui/transcript/full_text.py" line="66"/>
        <source>The whole message</source>
        <translation>Le message entier</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="71"/>
        <source>{count} characters. Lines longer than {limit} characters are shown broken (⏎); Copy all copies the message exactly.</source>
        <translation>{count} caractères. Les lignes de plus de {limit} caractères sont affichées coupées (⏎)&#xa0;; «&#xa0;Tout copier&#xa0;» copie le message à l’identique.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="82"/>
        <source>Message text</source>
        <translation>Texte du message</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="85"/>
        <location filename="../../desktop/ui/transcript/full_text.py" line="86"/>
        <source>Copy all</source>
        <translation>Tout copier</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="86"/>
        <source>Copy the whole message</source>
        <translation>Copier tout le message</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="61"/>
        <location filename="../../desktop/ui/shortcuts.py" line="45"/>
        <source>Show or hide the sidebar</source>
        <translation>Afficher ou masquer le panneau latéral</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="61"/>
        <source>Show or hide the sidebar (Ctrl+B)</source>
        <translation>Afficher ou masquer le panneau latéral (Ctrl+B)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="63"/>
        <location filename="../../desktop/ui/header/header_part.py" line="117"/>
        <location filename="../../desktop/ui/shortcuts.py" line="32"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="128"/>
        <location filename="../../desktop/ui/titles.py" line="17"/>
        <source>New conversation</source>
        <translation>Nouvelle conversation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="64"/>
        <source>Demo</source>
        <translation>Démo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="65"/>
        <source>Answers come from a built-in script, not a real model.</source>
        <translation>Les réponses viennent d’un script intégré, pas d’un vrai modèle.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="74"/>
        <source>System prompt, model, temperature and reasoning for this conversation</source>
        <translation>Instructions système, modèle, température et raisonnement pour cette conversation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="106"/>
        <location filename="../../desktop/ui/header/header_part.py" line="76"/>
        <location filename="../../desktop/ui/header/header_part.py" line="171"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="79"/>
        <location filename="../../desktop/ui/shortcuts.py" line="49"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="79"/>
        <source>Providers, keys, answers and look (Ctrl+,)</source>
        <translation>Fournisseurs, clés, réponses et apparence (Ctrl+,)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="82"/>
        <source>Version and where your data is kept</source>
        <translation>Version et emplacement de vos données</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="148"/>
        <source>Custom setup</source>
        <translation>Réglages personnalisés</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="167"/>
        <source>Tools are on here ({names}); each call asks you first. Click to switch off.</source>
        <translation>Outils activés ici ({names})&#xa0;; chaque appel demande d’abord votre accord. Cliquez pour les désactiver.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="169"/>
        <source>Tools are off in this conversation. Click to let the model use {names}.</source>
        <translation>Outils désactivés dans cette conversation. Cliquez pour laisser le modèle utiliser {names}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="87"/>
        <location filename="../../desktop/ui/window_setup.py" line="109"/>
        <source>Verbatim — Demo</source>
        <translation>Verbatim — Démo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="180"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="115"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="116"/>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/window_events.py" line="80"/>
        <source>Saved: everything you saw is on disk now.</source>
        <translation>Enregistré&#xa0;: tout ce que vous avez vu est maintenant sur le disque.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/window_events.py" line="115"/>
        <source>A tool in “{title}” waits for you to allow it.</source>
        <translation>Un outil dans «&#xa0;{title}&#xa0;» attend votre autorisation.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/window_look.py" line="63"/>
        <source>Text size {percent} %</source>
        <translation>Taille du texte {percent}&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="20"/>
        <source>Previous version</source>
        <translation>Version précédente</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="21"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="22"/>
        <source>Next version</source>
        <translation>Version suivante</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="24"/>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="213"/>
        <source>Read aloud</source>
        <translation>Lire à voix haute</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="25"/>
        <source>Edit as a new version</source>
        <translation>Modifier en nouvelle version</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="26"/>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="27"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="28"/>
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="156"/>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>Afficher ou masquer le raisonnement du modèle</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="174"/>
        <source>Your message</source>
        <translation>Votre message</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="174"/>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="179"/>
        <source>Show all as plain text</source>
        <translation>Tout afficher en texte brut</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="180"/>
        <source>Show the whole message as plain text</source>
        <translation>Afficher tout le message en texte brut</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="249"/>
        <source>↳ continued</source>
        <translation>↳ suite</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_parts.py" line="56"/>
        <location filename="../../desktop/ui/transcript/message_view.py" line="251"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="251"/>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/transcript/message_view.py" line="266"/>
        <source>The conversation was longer than this model reads: Verbatim left out the %n oldest message(s) after your first one (the system prompt and your first message are always sent).</source>
        <translation>
            <numerusform>La conversation dépassait ce que ce modèle peut lire : Verbatim a laissé de côté le message le plus ancien après votre premier (les instructions système et votre premier message sont toujours envoyés).</numerusform>
            <numerusform>La conversation dépassait ce que ce modèle peut lire : Verbatim a laissé de côté les %n messages les plus anciens après votre premier (les instructions système et votre premier message sont toujours envoyés).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/transcript/answer_details.py" line="18"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/transcript/answer_details.py" line="21"/>
        <source>%n token(s)/s</source>
        <translation>
            <numerusform>%n jeton/s</numerusform>
            <numerusform>%n jetons/s</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="300"/>
        <source>Showing part of this message ({count} characters).</source>
        <translation>Affichage d’une partie de ce message ({count} caractères).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="340"/>
        <source>Hide reasoning</source>
        <translation>Masquer le raisonnement</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="340"/>
        <source>Show reasoning</source>
        <translation>Afficher le raisonnement</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="394"/>
        <source>{doing} {seconds} s</source>
        <translation>{doing} {seconds} s</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="396"/>
        <source>Writing… {seconds} s</source>
        <translation>Écriture… {seconds} s</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="400"/>
        <source>Stopped</source>
        <translation>Arrêtée</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="403"/>
        <source>Cut off: length limit</source>
        <translation>Coupée&#xa0;: limite de longueur</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="406"/>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/model_picker.py" line="36"/>
        <source>The model that answers in this conversation</source>
        <translation>Le modèle qui répond dans cette conversation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/model_picker.py" line="63"/>
        <location filename="../../desktop/ui/header/model_picker.py" line="77"/>
        <source>No model yet</source>
        <translation>Pas encore de modèle</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/model_picker.py" line="65"/>
        <source>Models on this computer…</source>
        <translation>Modèles sur cet ordinateur…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/notify.py" line="44"/>
        <location filename="../../desktop/ui/update_line.py" line="48"/>
        <source>Dismiss this message</source>
        <translation>Fermer cet avis</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/notify.py" line="69"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/notify.py" line="92"/>
        <source>Verbatim could not use %n setting(s) from its settings file and uses the defaults instead: {settings}. The file stays as it is until you change a setting.</source>
        <translation>
            <numerusform>Verbatim n’a pas pu utiliser %n réglage de son fichier de paramètres et prend la valeur par défaut à la place&#xa0;: {settings}. Le fichier reste tel quel jusqu’à ce que vous changiez un réglage.</numerusform>
            <numerusform>Verbatim n’a pas pu utiliser %n réglages de son fichier de paramètres et prend les valeurs par défaut à la place&#xa0;: {settings}. Le fichier reste tel quel jusqu’à ce que vous changiez un réglage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/dialogs/progress_sheet.py" line="29"/>
        <source>Importing… {done} of %n conversation(s)</source>
        <translation>
            <numerusform>Importation… {done} sur %n conversation</numerusform>
            <numerusform>Importation… {done} sur %n conversations</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/progress_sheet.py" line="56"/>
        <source>Stopping: nothing of this will be kept…</source>
        <translation>Arrêt en cours&#xa0;: rien de ceci ne sera conservé…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="87"/>
        <source>Verbatim settings</source>
        <translation>Paramètres de Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="99"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="100"/>
        <source>Settings pages</source>
        <translation>Pages des paramètres</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="92"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="101"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="185"/>
        <source>Providers</source>
        <translation>Fournisseurs</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="102"/>
        <source>Answers and look</source>
        <translation>Réponses et apparence</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="108"/>
        <source>Sync</source>
        <translation>Synchronisation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="130"/>
        <source>No providers yet. Press Add to set one up.</source>
        <translation>Aucun fournisseur pour l’instant. Appuyez sur Ajouter pour en configurer un.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="132"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="54"/>
        <source>✓ Fits</source>
        <translation>✓ Convient</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="55"/>
        <source>◐ May be slow</source>
        <translation>◐ Peut être lent</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="56"/>
        <source>✕ Won&apos;t fit</source>
        <translation>✕ Trop grand</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="62"/>
        <source>{fit} · Recommended</source>
        <translation>{fit} · Recommandé</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="68"/>
        <source>Downloading {name}: {percent} % of {size}</source>
        <translation>Téléchargement de {name} : {percent} % de {size}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="72"/>
        <source>Downloading {name}: {percent} % of {size}, {speed}/s, {left} left</source>
        <translation>Téléchargement de {name} : {percent} % de {size}, {speed}/s, encore {left}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="99"/>
        <source>A model&apos;s name, such as Qwen2.5, Llama 3.2 or SmolLM2</source>
        <translation>Le nom d’un modèle, par exemple Qwen2.5, Llama 3.2 ou SmolLM2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="100"/>
        <source>Search models on Hugging Face</source>
        <translation>Chercher des modèles sur Hugging Face</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="108"/>
        <source>Search Hugging Face for a model by its name.</source>
        <translation>Cherchez un modèle sur Hugging Face par son nom.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="110"/>
        <source>Models found on Hugging Face</source>
        <translation>Modèles trouvés sur Hugging Face</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="123"/>
        <source>The files of the chosen model</source>
        <translation>Les fichiers du modèle choisi</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="133"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="107"/>
        <source>Cancel download</source>
        <translation>Annuler le téléchargement</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="141"/>
        <source>Download the selected file</source>
        <translation>Télécharger le fichier choisi</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="162"/>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/local_models/model_download.py" line="172"/>
        <source>{repo} — %n download(s)</source>
        <translation>
            <numerusform>{repo} — %n téléchargement</numerusform>
            <numerusform>{repo} — %n téléchargements</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="177"/>
        <source>No GGUF models on Hugging Face match “{words}”.</source>
        <translation>Aucun modèle GGUF sur Hugging Face ne correspond à « {words} ».</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="192"/>
        <source>Reading what {repo} offers…</source>
        <translation>Lecture de ce que propose {repo}…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="223"/>
        <source>None of these fits this computer&apos;s free memory well.</source>
        <translation>Aucun ne tient bien dans la mémoire libre de cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="247"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="131"/>
        <source>Starting the download of {name}…</source>
        <translation>Début du téléchargement de {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="251"/>
        <source>The download was cancelled; nothing of it was kept.</source>
        <translation>Le téléchargement a été annulé ; rien n’en a été gardé.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="275"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="171"/>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="56"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="76"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="83"/>
        <source>Models on this computer</source>
        <translation>Modèles sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="264"/>
        <source>Prepare the engine (about {minutes} minutes)</source>
        <translation>Préparer le moteur (environ {minutes} minutes)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="267"/>
        <source>Build the engine that runs models here</source>
        <translation>Compiler le moteur qui exécute les modèles ici</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="202"/>
        <location filename="../../desktop/ui/local_models/model_download.py" line="137"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="73"/>
        <source>Download</source>
        <translation>Télécharger</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>Fit</source>
        <translation>Adéquation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="201"/>
        <source>Your models</source>
        <translation>Vos modèles</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="128"/>
        <source>No models yet. Download one, add a GGUF model file you have, or take one from another app below.</source>
        <translation>Aucun modèle pour l’instant. Téléchargez-en un, ajoutez un fichier GGUF que vous avez, ou prenez-en un d’une autre application ci-dessous.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="137"/>
        <source>Download it</source>
        <translation>Le télécharger</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="140"/>
        <source>Download the recommended model</source>
        <translation>Télécharger le modèle recommandé</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="151"/>
        <source>I already have a model file…</source>
        <translation>J’ai déjà un fichier de modèle…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="152"/>
        <source>Copy it into Verbatim&apos;s folder</source>
        <translation>Le copier dans le dossier de Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="134"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="153"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="103"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="138"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="154"/>
        <source>Use this model</source>
        <translation>Utiliser ce modèle</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="157"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="380"/>
        <source>Add a model file</source>
        <translation>Ajouter un fichier de modèle</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="158"/>
        <source>Remove the selected model</source>
        <translation>Retirer le modèle sélectionné</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="159"/>
        <source>Use the selected model</source>
        <translation>Utiliser le modèle sélectionné</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="180"/>
        <source>Found in other apps (used where they are)</source>
        <translation>Trouvés dans d’autres applications (utilisés là où ils sont)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="181"/>
        <source>No models from LM Studio, Jan or Ollama were found.</source>
        <translation>Aucun modèle de LM Studio, Jan ou Ollama n’a été trouvé.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="186"/>
        <source>Models found in other apps</source>
        <translation>Modèles trouvés dans d’autres applications</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="189"/>
        <source>Add from that app</source>
        <translation>Ajouter depuis cette application</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="206"/>
        <source>Speech</source>
        <translation>Voix</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="214"/>
        <source>Models here run on this computer; nothing you write leaves it.</source>
        <translation>Les modèles d’ici tournent sur cet ordinateur ; rien de ce que vous écrivez n’en sort.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="219"/>
        <source>This installation has no engine to run models yet. A model server such as Ollama or LM Studio works meanwhile (Settings → Providers).</source>
        <translation>Cette installation n’a pas encore de moteur pour exécuter des modèles. Un serveur de modèles comme Ollama ou LM Studio fonctionne en attendant (Paramètres → Fournisseurs).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="228"/>
        <source>The engine that runs models here is not prepared yet: it is built once on this computer. You can add models meanwhile.</source>
        <translation>Le moteur qui exécute les modèles ici n’est pas encore prêt : il est compilé une fois sur cet ordinateur. Vous pouvez déjà ajouter des modèles.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="290"/>
        <source>Preparing the engine…</source>
        <translation>Préparation du moteur…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="290"/>
        <source>The engine is being prepared…</source>
        <translation>Le moteur est en cours de préparation…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="297"/>
        <source>Preparing the engine: {percent} %</source>
        <translation>Préparation du moteur : {percent} %</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="302"/>
        <source>Preparing the engine: {percent} %, about {minutes} min left</source>
        <translation>Préparation du moteur : {percent} %, encore environ {minutes} min</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="314"/>
        <source>The engine is ready.</source>
        <translation>Le moteur est prêt.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="319"/>
        <source>Looking for a model that suits this computer…</source>
        <translation>Recherche d’un modèle adapté à cet ordinateur…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="327"/>
        <source>Downloading a model needs the internet: {why}</source>
        <translation>Télécharger un modèle demande Internet : {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="335"/>
        <source>This computer has too little free memory for the model Verbatim suggests.</source>
        <translation>Cet ordinateur a trop peu de mémoire libre pour le modèle que Verbatim propose.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="340"/>
        <location filename="../../desktop/ui/local_models/model_download.py" line="218"/>
        <source>Recommended for this computer: {file}, a {size} download.</source>
        <translation>Recommandé pour cet ordinateur : {file}, un téléchargement de {size}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="362"/>
        <location filename="../../desktop/ui/local_models/model_download.py" line="261"/>
        <source>Downloaded {name}.</source>
        <translation>{name} a été téléchargé.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="382"/>
        <source>GGUF models (*.gguf)</source>
        <translation>Modèles GGUF (*.gguf)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="390"/>
        <source>Copying {name}…</source>
        <translation>Copie de {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="396"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="410"/>
        <source>Added {name}.</source>
        <translation>{name} ajouté.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="424"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="274"/>
        <source>Removed {name}; its copy was deleted.</source>
        <translation>{name} retiré ; sa copie a été supprimée.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="426"/>
        <source>Removed {name}; the file itself was left where it is.</source>
        <translation>{name} retiré ; le fichier lui-même est resté où il est.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="441"/>
        <source>Use a model that won&apos;t fit?</source>
        <translation>Utiliser un modèle trop grand ?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="443"/>
        <source>{name} needs about {memory}, more than this computer has free. It may fail to load, or make the computer very slow. Use it anyway?</source>
        <translation>{name} demande environ {memory}, plus que la mémoire libre de cet ordinateur. Il risque de ne pas se charger ou de rendre l’ordinateur très lent. L’utiliser quand même ?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="450"/>
        <source>Use it anyway</source>
        <translation>L’utiliser quand même</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="54"/>
        <source>OpenAI or compatible</source>
        <translation>OpenAI ou compatible</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="60"/>
        <source>An Ollama server, on this computer or another.</source>
        <translation>Un serveur Ollama, sur cet ordinateur ou un autre.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="62"/>
        <source>OpenAI, LM Studio, llama.cpp, vLLM and other servers that speak OpenAI&apos;s API.</source>
        <translation>OpenAI, LM Studio, llama.cpp, vLLM et d’autres serveurs qui parlent l’API d’OpenAI.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="64"/>
        <source>Claude models, through Anthropic&apos;s API.</source>
        <translation>Les modèles Claude, par l’API d’Anthropic.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="65"/>
        <source>Models Verbatim runs itself, on this computer.</source>
        <translation>Des modèles que Verbatim exécute lui-même, sur cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="153"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="71"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="65"/>
        <source>kept in the system keyring, never in a file</source>
        <translation>conservée dans le trousseau du système, jamais dans un fichier</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="167"/>
        <source>e.g. {examples}</source>
        <translation>p. ex. {examples}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="170"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="87"/>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="251"/>
        <source>New releases:</source>
        <translation>Nouvelles versions :</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="260"/>
        <source>Once a day Verbatim reads the list of its releases and says when there is a newer one. It downloads and installs nothing itself.</source>
        <translation>Une fois par jour, Verbatim lit la liste de ses versions et vous prévient s’il en existe une plus récente. Il ne télécharge et n’installe rien lui-même.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="264"/>
        <source>This copy of Verbatim was built without a list of releases to read.</source>
        <translation>Cette copie de Verbatim a été construite sans liste de versions à lire.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="277"/>
        <source>Sentence by sentence, by a voice on this computer. Esc stops the voice.</source>
        <translation>Phrase par phrase, par une voix sur cet ordinateur. Échap arrête la voix.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="279"/>
        <source>Voice:</source>
        <translation>Voix :</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="58"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="135"/>
        <source>New project</source>
        <translation>Nouveau projet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="58"/>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="68"/>
        <source>A name, such as “Thesis” or “Kitchen renovation”</source>
        <translation>Un nom, par exemple «&#xa0;Thèse&#xa0;» ou «&#xa0;Rénovation de la cuisine&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="175"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="76"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="69"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="70"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="72"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="84"/>
        <source>Instructions</source>
        <translation>Instructions</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="75"/>
        <source>Every conversation in this project starts with these.</source>
        <translation>Chaque conversation de ce projet commence par ces instructions.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="80"/>
        <source>For example: Answer briefly, in plain English, and cite the chapter.</source>
        <translation>Par exemple&#xa0;: répondre brièvement, en français simple, et citer le chapitre.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="109"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="118"/>
        <source>New conversations here start with</source>
        <translation>Les nouvelles conversations d’ici commencent avec</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="111"/>
        <source>The default setup</source>
        <translation>les réglages par défaut</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="124"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="132"/>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="127"/>
        <source>Every conversation in this project may read these.</source>
        <translation>Chaque conversation de ce projet peut lire ces fichiers.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="135"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="136"/>
        <source>Add files…</source>
        <translation>Ajouter des fichiers…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="136"/>
        <source>PDF, Word, PowerPoint, Excel and more</source>
        <translation>PDF, Word, PowerPoint, Excel et plus encore</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="139"/>
        <source>Remove the chosen file from the project</source>
        <translation>Retirer le fichier choisi du projet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="95"/>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="95"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="203"/>
        <source>Delete this project?</source>
        <translation>Supprimer ce projet&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="212"/>
        <source>“{name}” keeps %n conversation(s). Its instructions and files go with it; choose what becomes of the conversations.</source>
        <translation>
            <numerusform>«&#xa0;{name}&#xa0;» contient %n conversation. Ses instructions et ses fichiers seront supprimés avec lui&#xa0;; choisissez ce que devient la conversation.</numerusform>
            <numerusform>«&#xa0;{name}&#xa0;» contient %n conversations. Ses instructions et ses fichiers seront supprimés avec lui&#xa0;; choisissez ce que deviennent les conversations.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="227"/>
        <source>Delete the project, keep the conversations</source>
        <translation>Supprimer le projet, garder les conversations</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="228"/>
        <source>Delete it and its conversations</source>
        <translation>Le supprimer avec ses conversations</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="176"/>
        <source>Kind</source>
        <translation>Type</translation>
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
        <translation>Clé d’API</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="96"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="165"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="180"/>
        <source>Default model</source>
        <translation>Modèle par défaut</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="185"/>
        <source>The model providers Verbatim knows</source>
        <translation>Les fournisseurs de modèles connus de Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="195"/>
        <source>New conversations start with:</source>
        <translation>Les nouvelles conversations commencent avec&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="196"/>
        <source>Instructions every new conversation starts with</source>
        <translation>Instructions au début de chaque nouvelle conversation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="199"/>
        <source>Whole, when they fit the model</source>
        <translation>En entier, s’ils tiennent dans le modèle</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="200"/>
        <source>Only the parts relevant to the question</source>
        <translation>Seulement les parties utiles à la question</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="135"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="202"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="205"/>
        <source>Send documents</source>
        <translation>Envoi des documents</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="207"/>
        <source>A document too long for the model is always sent as its most relevant parts, and the answer shows which pages it used.</source>
        <translation>Un document trop long pour le modèle est toujours envoyé sous forme de ses parties les plus pertinentes, et la réponse indique les pages utilisées.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="211"/>
        <source>Look:</source>
        <translation>Apparence&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="214"/>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="215"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="216"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="226"/>
        <source>Ctrl+= and Ctrl+- change it from the window</source>
        <translation>Ctrl+= et Ctrl+- la modifient depuis la fenêtre</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="228"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="235"/>
        <source>Verbatim shows the new language when it starts again.</source>
        <translation>Verbatim affichera la nouvelle langue au prochain démarrage.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="103"/>
        <source>Presets</source>
        <translation>Préréglages</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="110"/>
        <source>Daily backups kept</source>
        <translation>Sauvegardes quotidiennes conservées</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="111"/>
        <source>Weekly backups kept</source>
        <translation>Sauvegardes hebdomadaires conservées</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="112"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="243"/>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="113"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="244"/>
        <source>Text size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="116"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="245"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="117"/>
        <source>Window size and place</source>
        <translation>Taille et position de la fenêtre</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="118"/>
        <source>The conversation open last</source>
        <translation>La dernière conversation ouverte</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="120"/>
        <source>Where each conversation was scrolled to</source>
        <translation>La position de défilement de chaque conversation</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="124"/>
        <source>The folders used last</source>
        <translation>Les derniers dossiers utilisés</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="144"/>
        <source>Minutes before a model here is stopped</source>
        <translation>Minutes avant l’arrêt d’un modèle sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="150"/>
        <source>Graphics card for models here</source>
        <translation>Carte graphique pour les modèles ici</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="151"/>
        <source>Layers on the graphics card</source>
        <translation>Couches sur la carte graphique</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="153"/>
        <source>Timeouts</source>
        <translation>Délais d’attente</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="156"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="253"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="258"/>
        <source>Tell me when a new Verbatim is out</source>
        <translation>Me prévenir quand un nouveau Verbatim sort</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="158"/>
        <source>When Verbatim last looked for a new release</source>
        <translation>La dernière fois que Verbatim a cherché une nouvelle version</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="160"/>
        <source>The newest release seen</source>
        <translation>La version la plus récente vue</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="161"/>
        <source>The release whose notice was closed</source>
        <translation>La version dont l’avis a été fermé</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="166"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="110"/>
        <source>Web search</source>
        <translation>Recherche web</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="167"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="66"/>
        <source>SearXNG address</source>
        <translation>Adresse SearXNG</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="168"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="71"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="75"/>
        <source>Search the web for new questions</source>
        <translation>Chercher sur le web pour les nouvelles questions</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="169"/>
        <source>Where web search was said to send questions</source>
        <translation>Où la recherche web a été annoncée comme envoyant les questions</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="171"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="272"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="276"/>
        <source>Read each answer aloud as it arrives</source>
        <translation>Lire chaque réponse à voix haute dès son arrivée</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="174"/>
        <location filename="../../desktop/ui/composer/composer_view.py" line="338"/>
        <source>Hands-free conversation</source>
        <translation>Conversation mains libres</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="283"/>
        <location filename="../../desktop/session/settings.py" line="286"/>
        <source>{value} is not one of: {choices}</source>
        <translation>{value} ne fait pas partie de&#xa0;: {choices}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="300"/>
        <source>{value} is not between {low} and {high}</source>
        <translation>{value} n’est pas compris entre {low} et {high}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="302"/>
        <source>{value} is not more than {low}</source>
        <translation>{value} n’est pas supérieur à {low}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="304"/>
        <source>{value} is less than {low}</source>
        <translation>{value} est inférieur à {low}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="311"/>
        <source>{value} is not a number</source>
        <translation>{value} n’est pas un nombre</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="313"/>
        <source>{value} is not a whole number</source>
        <translation>{value} n’est pas un nombre entier</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="315"/>
        <source>{value} is not yes or no</source>
        <translation>{value} n’est ni oui ni non</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="317"/>
        <source>{value} is empty or too long</source>
        <translation>{value} est vide ou trop long</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="319"/>
        <source>{value} is not text</source>
        <translation>{value} n’est pas du texte</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="321"/>
        <source>{value} is not a list</source>
        <translation>{value} n’est pas une liste</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="322"/>
        <source>{value} is not a set of names and values</source>
        <translation>{value} n’est pas un ensemble de noms et de valeurs</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="346"/>
        <location filename="../../desktop/session/settings.py" line="365"/>
        <source>“{entry}” is left out: {reason}</source>
        <translation>«&#xa0;{entry}&#xa0;» est laissé de côté&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="367"/>
        <source>in “{entry}”, {reason}</source>
        <translation>dans «&#xa0;{entry}&#xa0;», {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="386"/>
        <source>its {field}: {reason}</source>
        <translation>son champ {field}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="421"/>
        <source>it holds no settings, only {value}</source>
        <translation>il ne contient aucun réglage, seulement {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="95"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="350"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="411"/>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="369"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="372"/>
        <source>Provider {number}</source>
        <translation>Fournisseur {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="418"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="127"/>
        <source>Testing…</source>
        <translation>Test en cours…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="425"/>
        <source>✓ Connected. Models: {models}</source>
        <translation>✓ Connecté. Modèles&#xa0;: {models}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="425"/>
        <source>none listed</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="19"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="34"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="52"/>
        <source>Model default</source>
        <translation>Selon le modèle</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="20"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="52"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="21"/>
        <source>On</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="22"/>
        <source>Low</source>
        <translation>Faible</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="23"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="24"/>
        <source>High</source>
        <translation>Élevé</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="46"/>
        <source>Lower is more focused, higher more varied</source>
        <translation>Plus bas&#xa0;: plus ciblé&#xa0;; plus haut&#xa0;: plus varié</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="48"/>
        <source>Only the most likely words that add up to this share</source>
        <translation>Seulement les mots les plus probables qui totalisent cette part</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="58"/>
        <source>How much the model thinks first, where it can be told (Ollama, Anthropic, OpenAI-compatible reasoning models)</source>
        <translation>Combien le modèle réfléchit d’abord, quand on peut le lui indiquer (Ollama, Anthropic, modèles de raisonnement compatibles OpenAI)</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="97"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="63"/>
        <source>System prompt</source>
        <translation>Instructions système</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="98"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="64"/>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="100"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="65"/>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="99"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="66"/>
        <source>Max answer length (tokens)</source>
        <translation>Longueur max. de réponse (jetons)</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="101"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="67"/>
        <source>Reasoning</source>
        <translation>Raisonnement</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="98"/>
        <source>System prompt: {text}</source>
        <translation>Instructions système&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="101"/>
        <source>Temperature {value}</source>
        <translation>Température {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="103"/>
        <source>Top-p {value}</source>
        <translation>Top-p {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="105"/>
        <source>At most {value} tokens</source>
        <translation>{value} jetons au plus</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="107"/>
        <source>Reasoning: {level}</source>
        <translation>Raisonnement&#xa0;: {level}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="33"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="155"/>
        <source>Search all conversations</source>
        <translation>Rechercher dans toutes les conversations</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="34"/>
        <source>Stop the answer being written</source>
        <translation>Arrêter la réponse en cours d’écriture</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="35"/>
        <source>Dictate: start or stop listening</source>
        <translation>Dicter : commencer ou arrêter l’écoute</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="36"/>
        <source>Copy the last answer</source>
        <translation>Copier la dernière réponse</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="38"/>
        <source>Show the previous version of the last answer</source>
        <translation>Afficher la version précédente de la dernière réponse</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="40"/>
        <source>Show the next version of the last answer</source>
        <translation>Afficher la version suivante de la dernière réponse</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="41"/>
        <source>Retry or regenerate the last answer</source>
        <translation>Réessayer ou régénérer la dernière réponse</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="43"/>
        <source>Continue a stopped or cut-off answer</source>
        <translation>Continuer une réponse arrêtée ou coupée</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="46"/>
        <source>Larger text</source>
        <translation>Texte plus grand</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="47"/>
        <source>Smaller text</source>
        <translation>Texte plus petit</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="48"/>
        <source>Text at its usual size</source>
        <translation>Texte à sa taille normale</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="50"/>
        <source>This list of shortcuts</source>
        <translation>Cette liste de raccourcis</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="51"/>
        <source>Quit (a running answer is kept as Stopped)</source>
        <translation>Quitter (une réponse en cours est conservée comme «&#xa0;Arrêtée&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="54"/>
        <source>Send the message</source>
        <translation>Envoyer le message</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="55"/>
        <source>New line in the message</source>
        <translation>Nouvelle ligne dans le message</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="62"/>
        <source>Back from the message box to a tool&apos;s question</source>
        <translation>De la zone de message, retour à la question d’un outil</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="63"/>
        <source>In a tool&apos;s question: allow the tool once</source>
        <translation>Dans la question d’un outil&#xa0;: autoriser l’outil une fois</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="64"/>
        <source>In a tool&apos;s question: press the answer that has the focus</source>
        <translation>Dans la question d’un outil&#xa0;: appuyer sur la réponse qui a le focus</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="89"/>
        <location filename="../../desktop/ui/shortcuts.py" line="90"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="94"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="104"/>
        <source>Close the list of shortcuts</source>
        <translation>Fermer la liste des raccourcis</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="128"/>
        <source>New conversation (Ctrl+N)</source>
        <translation>Nouvelle conversation (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="102"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="148"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="150"/>
        <source>Search</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="136"/>
        <source>New project: conversations kept together, with instructions and files</source>
        <translation>Nouveau projet&#xa0;: des conversations regroupées, avec des instructions et des fichiers</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="155"/>
        <source>Search all conversations (Ctrl+K)</source>
        <translation>Rechercher dans toutes les conversations (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="193"/>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="194"/>
        <source>Click ⋯ or right-click a conversation to rename, pin or delete it</source>
        <translation>Cliquez sur ⋯ ou faites un clic droit sur une conversation pour la renommer, l’épingler ou la supprimer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="209"/>
        <source>Search results</source>
        <translation>Résultats de recherche</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="209"/>
        <source>Click a result to open it at the match</source>
        <translation>Cliquez sur un résultat pour l’ouvrir à l’endroit trouvé</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="210"/>
        <source>No messages match.</source>
        <translation>Aucun message ne correspond.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="221"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="224"/>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="225"/>
        <source>Bring in conversations: a Verbatim, ChatGPT or Claude export</source>
        <translation>Importer des conversations&#xa0;: un export Verbatim, ChatGPT ou Claude</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="229"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="230"/>
        <source>Export all…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="230"/>
        <source>Save every conversation to a file</source>
        <translation>Enregistrer toutes les conversations dans un fichier</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="245"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="246"/>
        <source>Sync now</source>
        <translation>Synchroniser</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="246"/>
        <source>Exchange changes with your other devices</source>
        <translation>Échanger les modifications avec vos autres appareils</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="354"/>
        <source>In “{name}”</source>
        <translation>Dans «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="357"/>
        <source>Searching in “{name}”</source>
        <translation>Recherche dans «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="358"/>
        <source>Click to search all conversations again</source>
        <translation>Cliquez pour rechercher à nouveau dans toutes les conversations</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="37"/>
        <source>New conversation in this project</source>
        <translation>Nouvelle conversation dans ce projet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="42"/>
        <source>Edit project…</source>
        <translation>Modifier le projet…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="46"/>
        <source>Search in this project</source>
        <translation>Rechercher dans ce projet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="51"/>
        <source>Delete project…</source>
        <translation>Supprimer le projet…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="43"/>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="48"/>
        <source>Unpin</source>
        <translation>Désépingler</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="48"/>
        <source>Pin to top</source>
        <translation>Épingler en haut</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="73"/>
        <source>Move to project</source>
        <translation>Déplacer vers un projet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="82"/>
        <source>No projects yet</source>
        <translation>Aucun projet pour l’instant</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="84"/>
        <source>New project…</source>
        <translation>Nouveau projet…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="54"/>
        <source>Remove from project</source>
        <translation>Retirer du projet</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="59"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="65"/>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="33"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="41"/>
        <source>Rename conversation</source>
        <translation>Renommer la conversation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="45"/>
        <source>A name for this conversation</source>
        <translation>Un nom pour cette conversation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="46"/>
        <source>New name:</source>
        <translation>Nouveau nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="53"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="56"/>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="440"/>
        <source>Delete this conversation?</source>
        <translation>Supprimer cette conversation&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="441"/>
        <source>“{title}” and all its messages will be deleted. This cannot be undone.</source>
        <translation>«&#xa0;{title}&#xa0;» et tous ses messages seront supprimés. Cette action est irréversible.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="257"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="444"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="44"/>
        <source>Keep the same conversations on every computer you use. Each device writes its own change files; none is ever overwritten, so nothing one device wrote while another was offline is lost.</source>
        <translation>Retrouvez les mêmes conversations sur chaque ordinateur que vous utilisez. Chaque appareil écrit ses propres fichiers de modifications&#xa0;; aucun n’est jamais écrasé, donc rien de ce qu’un appareil a écrit pendant qu’un autre était hors ligne n’est perdu.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="53"/>
        <source>A folder kept in sync (Syncthing, Nextcloud, Dropbox…)</source>
        <translation>Un dossier synchronisé (Syncthing, Nextcloud, Dropbox…)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="54"/>
        <source>A WebDAV server (Nextcloud, ownCloud, a NAS…)</source>
        <translation>Un serveur WebDAV (Nextcloud, ownCloud, un NAS…)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="61"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="74"/>
        <source>optional: encrypts everything synced</source>
        <translation>facultatif&#xa0;: chiffre tout ce qui est synchronisé</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="75"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="84"/>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="139"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="77"/>
        <source>WebDAV address</source>
        <translation>Adresse WebDAV</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="140"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="78"/>
        <source>User name</source>
        <translation>Nom d’utilisateur</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="79"/>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="80"/>
        <source>Passphrase</source>
        <translation>Phrase secrète</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="138"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="118"/>
        <source>The folder to sync through</source>
        <translation>Le dossier de synchronisation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/tasks.py" line="57"/>
        <source>Something went wrong: {error}</source>
        <translation>Un problème est survenu&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="46"/>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="105"/>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="49"/>
        <source>Allow once</source>
        <translation>Autoriser une fois</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="50"/>
        <source>Always allow this tool</source>
        <translation>Toujours autoriser cet outil</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="51"/>
        <source>Deny</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="74"/>
        <source>Allow once: {keys} anywhere in this question, or Enter on this button</source>
        <translation>Autoriser une fois&#xa0;: {keys} n’importe où dans cette question, ou Entrée sur ce bouton</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="90"/>
        <source>The model wants to run “{tool}” from {server}. Run it?</source>
        <translation>Le modèle veut exécuter «&#xa0;{tool}&#xa0;» de {server}. L’exécuter&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="30"/>
        <source>Waiting for you</source>
        <translation>Attend votre accord</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="31"/>
        <source>Running…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="32"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="33"/>
        <source>Could not run</source>
        <translation>Exécution impossible</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="34"/>
        <source>Denied by you</source>
        <translation>Refusé par vous</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="35"/>
        <source>Stopped by you</source>
        <translation>Arrêté par vous</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="36"/>
        <source>Cut off when Verbatim closed</source>
        <translation>Interrompu à la fermeture de Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="37"/>
        <source>Not run</source>
        <translation>Non exécuté</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="117"/>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="143"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="121"/>
        <source>Save the whole output…</source>
        <translation>Enregistrer toute la sortie…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="130"/>
        <source>not offered</source>
        <translation>non proposé</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="138"/>
        <source>The tool says this call failed.</source>
        <translation>L’outil indique que cet appel a échoué.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="143"/>
        <source>Output so far</source>
        <translation>Sortie jusqu’ici</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="146"/>
        <source>{size}, the first {shown} shown</source>
        <translation>{size}, début affiché&#xa0;: {shown}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="152"/>
        <source>Show or hide the result</source>
        <translation>Afficher ou masquer le résultat</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="49"/>
        <source>Tools let a model look things up or act for you, through MCP servers. Each call asks you first, unless you chose to always allow it.</source>
        <translation>Les outils permettent à un modèle de rechercher des informations ou d’agir pour vous, via des serveurs MCP. Chaque appel demande d’abord votre accord, sauf si vous avez choisi de toujours l’autoriser.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="56"/>
        <source>No tool servers yet. Add one below.</source>
        <translation>Aucun serveur d’outils pour l’instant. Ajoutez-en un ci-dessous.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="128"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="57"/>
        <source>Tool servers</source>
        <translation>Serveurs d’outils</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="59"/>
        <source>Remove server</source>
        <translation>Retirer le serveur</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="64"/>
        <source>a short name, such as time</source>
        <translation>un nom court, comme time</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="67"/>
        <source>a command, such as {example}, or an https:// address</source>
        <translation>une commande, comme {example}, ou une adresse https://</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="73"/>
        <source>for an address that needs one; kept in the keyring</source>
        <translation>pour une adresse qui en demande un&#xa0;; conservé dans le trousseau</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="74"/>
        <source>Run its tools without asking each time</source>
        <translation>Exécuter ses outils sans demander à chaque fois</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="77"/>
        <source>Command or address</source>
        <translation>Commande ou adresse</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="78"/>
        <source>Token</source>
        <translation>Jeton</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="85"/>
        <source>Test and add</source>
        <translation>Tester et ajouter</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="131"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="96"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="97"/>
        <source>Tool rounds per answer, at most</source>
        <translation>Tours d’outils par réponse, au maximum</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="104"/>
        <source>always allowed</source>
        <translation>toujours autorisé</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="104"/>
        <source>asks first</source>
        <translation>demande d’abord</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="108"/>
        <source>Last problem: {problem}</source>
        <translation>Dernier problème&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="127"/>
        <source>Starting {name}…</source>
        <translation>Démarrage de {name}…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="147"/>
        <source>✓ Added {name}: %n tool(s) ({names}).</source>
        <translation>
            <numerusform>✓ {name} ajouté : %n outil ({names}).</numerusform>
            <numerusform>✓ {name} ajouté : %n outils ({names}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="46"/>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="46"/>
        <source>The messages of this conversation</source>
        <translation>Les messages de cette conversation</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="68"/>
        <source>Ask anything.</source>
        <translation>Demandez ce que vous voulez.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="70"/>
        <source>Enter sends · Shift+Enter adds a line · Esc stops an answer</source>
        <translation>Entrée envoie · Maj+Entrée ajoute une ligne · Échap arrête une réponse</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="72"/>
        <source>Every word you see is kept, even if you stop or close the window.</source>
        <translation>Chaque mot que vous voyez est conservé, même si vous arrêtez la réponse ou fermez la fenêtre.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="86"/>
        <source>Jump to the latest message</source>
        <translation>Aller au dernier message</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="52"/>
        <source>Not everything is saved</source>
        <translation>Tout n’est pas enregistré</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/unsaved.py" line="55"/>
        <source>%n word(s) you saw could not be saved: the disk is full or read-only. Save them to a file, or free some space and keep waiting.</source>
        <translation>
            <numerusform>%n mot que vous avez vu n’a pas pu être enregistré&#xa0;: le disque est plein ou en lecture seule. Enregistrez-le dans un fichier, ou libérez de l’espace et continuez d’attendre.</numerusform>
            <numerusform>%n mots que vous avez vus n’ont pas pu être enregistrés&#xa0;: le disque est plein ou en lecture seule. Enregistrez-les dans un fichier, ou libérez de l’espace et continuez d’attendre.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="61"/>
        <source>Save to a file…</source>
        <translation>Enregistrer dans un fichier…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="62"/>
        <source>Keep trying</source>
        <translation>Continuer d’essayer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="63"/>
        <source>Quit without them</source>
        <translation>Quitter sans enregistrer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="78"/>
        <source>Save the unsaved answer</source>
        <translation>Enregistrer la réponse non enregistrée</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="40"/>
        <source>Welcome to Verbatim</source>
        <translation>Bienvenue dans Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="43"/>
        <source>Verbatim talks to language models and keeps every word you see, even when you press Stop or close the window.</source>
        <translation>Verbatim dialogue avec des modèles de langage et garde chaque mot que vous voyez, même quand vous cliquez sur Arrêter ou fermez la fenêtre.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="47"/>
        <source>To start, connect it to a model.</source>
        <translation>Pour commencer, connectez-le à un modèle.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="59"/>
        <source>Looking for model servers on this computer…</source>
        <translation>Recherche de serveurs de modèles sur cet ordinateur…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="63"/>
        <source>Try the demo (no model needed)</source>
        <translation>Essayer la démo (aucun modèle requis)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="66"/>
        <source>Try the demo</source>
        <translation>Essayer la démo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="66"/>
        <source>Answers come from a built-in script</source>
        <translation>Les réponses viennent d’un script intégré</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="67"/>
        <location filename="../../desktop/ui/welcome.py" line="71"/>
        <source>Run a model on this computer</source>
        <translation>Exécuter un modèle sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="72"/>
        <source>Choose a model file you have, or one from another app</source>
        <translation>Choisissez un fichier de modèle que vous avez, ou un modèle d’une autre application</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="74"/>
        <source>Add a provider (Ollama, OpenAI, Anthropic…)</source>
        <translation>Ajouter un fournisseur (Ollama, OpenAI, Anthropic…)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="76"/>
        <source>Add a provider</source>
        <translation>Ajouter un fournisseur</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="76"/>
        <source>Opens Settings → Providers</source>
        <translation>Ouvre Paramètres → Fournisseurs</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="127"/>
        <source>No model server is running on this computer. Verbatim can run a model itself, or you can try the demo or add a provider you have an account with.</source>
        <translation>Aucun serveur de modèles ne tourne sur cet ordinateur. Verbatim peut exécuter un modèle lui-même, ou vous pouvez essayer la démo ou ajouter un fournisseur chez qui vous avez un compte.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="133"/>
        <source>Found on this computer:</source>
        <translation>Trouvé sur cet ordinateur&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/welcome.py" line="137"/>
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n modèle</numerusform>
            <numerusform>%n modèles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="137"/>
        <source>no models yet</source>
        <translation>aucun modèle pour l’instant</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="140"/>
        <source>Use {name} at {address} ({count})</source>
        <translation>Utiliser {name} sur {address} ({count})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="145"/>
        <source>Use {name}</source>
        <translation>Utiliser {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="161"/>
        <source>{name} is on this computer, ready to answer. You can also try the demo or add a provider you have an account with.</source>
        <translation>{name} est sur cet ordinateur, prêt à répondre. Vous pouvez aussi essayer la démo ou ajouter un fournisseur chez qui vous avez un compte.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="167"/>
        <source>Use {name} on this computer</source>
        <translation>Utiliser {name} sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../desktop/local/backend.py" line="86"/>
        <source>Reading your question…</source>
        <translation>Lecture de votre question…</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="178"/>
        <source>The local engine stopped unexpectedly. The words that arrived are kept; press Retry to start it again.</source>
        <translation>Le moteur local s’est arrêté de façon inattendue. Les mots arrivés sont conservés ; appuyez sur Réessayer pour le relancer.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="116"/>
        <source>its header is larger than any model&apos;s</source>
        <translation>son en-tête est plus grand que celui de tout modèle</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="119"/>
        <source>it ends inside its header (a cut download?)</source>
        <translation>il s’arrête au milieu de son en-tête (un téléchargement interrompu ?)</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="133"/>
        <source>it claims a text of {n} bytes</source>
        <translation>il annonce un texte de {n} octets</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="143"/>
        <source>it claims a list of {n} items</source>
        <translation>il annonce une liste de {n} éléments</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="150"/>
        <source>it holds a list of a kind GGUF does not have</source>
        <translation>il contient une liste d’un type que GGUF n’a pas</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="152"/>
        <source>it holds a value of a kind GGUF does not have ({kind})</source>
        <translation>il contient une valeur d’un type que GGUF n’a pas ({kind})</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="157"/>
        <source>“{name}” is not a model file Verbatim can use: {why}.</source>
        <translation>« {name} » n’est pas un fichier de modèle que Verbatim peut utiliser : {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="172"/>
        <source>Verbatim cannot read “{path}”: {why}.</source>
        <translation>Verbatim ne peut pas lire « {path} » : {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="190"/>
        <source>it is not a GGUF file</source>
        <translation>ce n’est pas un fichier GGUF</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="193"/>
        <source>it is GGUF version {version}; versions 2 and 3 are read</source>
        <translation>il est en version GGUF {version} ; les versions 2 et 3 sont lues</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="194"/>
        <source>it claims {n} tensors</source>
        <translation>il annonce {n} tenseurs</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="195"/>
        <source>it claims {n} keys</source>
        <translation>il annonce {n} clés</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="208"/>
        <source>it does not say which architecture it is</source>
        <translation>il ne dit pas quelle est son architecture</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="210"/>
        <source>its first bytes do not say how large it is</source>
        <translation>ses premiers octets ne disent pas sa taille</translation>
    </message>
    <message>
        <location filename="../../desktop/local/library.py" line="154"/>
        <source>There is no model called “{name}”.</source>
        <translation>Il n’y a pas de modèle nommé « {name} ».</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="145"/>
        <source>There is no local model called “{name}”. Add one under Models on this computer (in the model menu), then press Retry.</source>
        <translation>Il n’y a pas de modèle local nommé « {name} ». Ajoutez-en un sous Modèles sur cet ordinateur (dans le menu des modèles), puis appuyez sur Réessayer.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="158"/>
        <source>{fault} This answer goes on on the processor.</source>
        <translation>{fault} Cette réponse continue sur le processeur.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="174"/>
        <source>{fault} The words that arrived are kept; press Retry to go on on the processor.</source>
        <translation>{fault} Les mots arrivés sont conservés ; appuyez sur Réessayer pour continuer sur le processeur.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="229"/>
        <source>The engine that runs models on this computer is not installed yet. From a source checkout, run “make engine” once (a few minutes).</source>
        <translation>Le moteur qui exécute les modèles sur cet ordinateur n’est pas encore installé. Depuis une copie des sources, lancez « make engine » une fois (quelques minutes).</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="236"/>
        <source>This computer&apos;s processor lacks AVX2, which the engine that comes with Verbatim needs. A model server such as Ollama works instead (Settings → Providers).</source>
        <translation>Le processeur de cet ordinateur n’a pas AVX2, dont le moteur fourni avec Verbatim a besoin. Un serveur de modèles comme Ollama fonctionne à la place (Paramètres → Fournisseurs).</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="274"/>
        <source>Starting the engine for “{name}”…</source>
        <translation>Démarrage du moteur pour « {name} »…</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="287"/>
        <source>The local engine could not start: {why}.</source>
        <translation>Le moteur local n’a pas pu démarrer : {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="328"/>
        <source>Loading “{name}” into memory…</source>
        <translation>Chargement de « {name} » en mémoire…</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="343"/>
        <source>Loading “{name}” into memory… {percent} %</source>
        <translation>Chargement de « {name} » en mémoire… {percent} %</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_log.py" line="42"/>
        <source>it ended without saying why</source>
        <translation>il s’est arrêté sans dire pourquoi</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="357"/>
        <source>The local engine could not load “{name}”: {why}. Nothing was lost; the engine&apos;s own words are in {log}.</source>
        <translation>Le moteur local n’a pas pu charger « {name} » : {why}. Rien n’a été perdu ; les messages du moteur sont dans {log}.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="132"/>
        <source>“{repo}” offers no GGUF model file Verbatim can run.</source>
        <translation>« {repo} » ne propose aucun fichier de modèle GGUF que Verbatim peut exécuter.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="172"/>
        <source>“{repo}” has no file “{file}”.</source>
        <translation>« {repo} » n’a pas de fichier « {file} ».</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="207"/>
        <source>{why} Nothing was added.</source>
        <translation>{why} Rien n’a été ajouté.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="19"/>
        <source>There is no file at “{path}”.</source>
        <translation>Il n’y a pas de fichier à « {path} ».</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="21"/>
        <source>“{path}” cannot be read ({why}).</source>
        <translation>« {path} » ne peut pas être lu ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="25"/>
        <source>“{path}” is a folder, not a file.</source>
        <translation>« {path} » est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="27"/>
        <source>“{path}” is a pipe, not a regular file.</source>
        <translation>« {path} » est un tube, pas un fichier ordinaire.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="29"/>
        <source>“{path}” is a device, not a regular file.</source>
        <translation>« {path} » est un périphérique, pas un fichier ordinaire.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="30"/>
        <source>“{path}” is not a regular file.</source>
        <translation>« {path} » n’est pas un fichier ordinaire.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="213"/>
        <source>The model could not be copied into Verbatim&apos;s folder: {why}. Nothing was added.</source>
        <translation>Le modèle n’a pas pu être copié dans le dossier de Verbatim : {why}. Rien n’a été ajouté.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="390"/>
        <source>The engine could not be prepared: {why}.</source>
        <translation>Le moteur n’a pas pu être préparé : {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_build.py" line="66"/>
        <source>The engine could not be prepared: {why}. Nothing else changed; “make engine” in a terminal shows the whole story.</source>
        <translation>Le moteur n’a pas pu être préparé : {why}. Rien d’autre n’a changé ; « make engine » dans un terminal montre tout le détail.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_build.py" line="68"/>
        <source>the build ended without saying why</source>
        <translation>la compilation s’est terminée sans dire pourquoi</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/local_models.py" line="41"/>
        <source>The model catalogue on Hugging Face cannot be reached: this computer seems to be offline. Models already on this computer, and “I already have a model file…”, still work.</source>
        <translation>Le catalogue de modèles de Hugging Face est injoignable : cet ordinateur semble hors ligne. Les modèles déjà présents sur cet ordinateur, et « J’ai déjà un fichier de modèle… », fonctionnent toujours.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="93"/>
        <source>“{what}” asks you to accept its terms on huggingface.co first; Verbatim only downloads models anyone may.</source>
        <translation>« {what} » demande d’accepter d’abord ses conditions sur huggingface.co ; Verbatim ne télécharge que des modèles accessibles à tous.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="99"/>
        <source>Hugging Face has no model called “{what}”.</source>
        <translation>Hugging Face n’a pas de modèle nommé « {what} ».</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="101"/>
        <location filename="../../desktop/local/speech_hub.py" line="103"/>
        <source>Hugging Face has no file “{what}”.</source>
        <translation>Hugging Face n’a pas de fichier « {what} ».</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="106"/>
        <location filename="../../desktop/local/hub.py" line="133"/>
        <source>Hugging Face could not be reached or answered oddly: {why}.</source>
        <translation>Hugging Face est injoignable ou a répondu de façon inattendue : {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="128"/>
        <source>The disk filled up during the download. The partial file was removed; free some space and try again.</source>
        <translation>Le disque s’est rempli pendant le téléchargement. Le fichier partiel a été supprimé ; libérez de la place et réessayez.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="244"/>
        <location filename="../../desktop/local/speech_hub.py" line="197"/>
        <source>“{name}” went on past the {size} Hugging Face lists for it, so the download was stopped and nothing of it was kept.</source>
        <translation>« {name} » a dépassé les {size} que Hugging Face indique pour ce fichier : le téléchargement a donc été arrêté et rien n’en a été conservé.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="252"/>
        <source>Hugging Face lists no size for “{name}”, and it went on past {size}, the most Verbatim takes of such a file here, so the download was stopped and nothing of it was kept.</source>
        <translation>Hugging Face n’indique aucune taille pour « {name} », et le fichier a dépassé {size}, le maximum que Verbatim accepte ici pour un tel fichier : le téléchargement a donc été arrêté et rien n’en a été conservé.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="261"/>
        <location filename="../../desktop/local/speech_hub.py" line="166"/>
        <source>“{name}” needs {need} of free disk space and {free} is free. Nothing was downloaded.</source>
        <translation>« {name} » demande {need} d’espace disque libre et {free} sont libres. Rien n’a été téléchargé.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="301"/>
        <source>“{name}” did not arrive as Hugging Face lists it (its checksum differs), so it was removed. Try the download again.</source>
        <translation>« {name} » n’est pas arrivé tel que Hugging Face l’annonce (sa somme de contrôle diffère) ; il a donc été supprimé. Relancez le téléchargement.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="121"/>
        <source>“{name}” is protected by a password. Open it, save a copy without the password, and attach that.</source>
        <translation>«&#xa0;{name}&#xa0;» est protégé par un mot de passe. Ouvrez-le, enregistrez une copie sans mot de passe et joignez-la.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="136"/>
        <source>“{name}” unpacks to far more than a document holds (a zip bomb?), so Verbatim did not open it.</source>
        <translation>Une fois décompressé, «&#xa0;{name}&#xa0;» dépasse de loin ce que contient un document (une bombe zip&#xa0;?)&#xa0;; Verbatim ne l’a donc pas ouvert.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="144"/>
        <source>“{name}” declares XML entities, which can make a small file expand without end, so Verbatim did not read it.</source>
        <translation>«&#xa0;{name}&#xa0;» déclare des entités XML, qui peuvent faire gonfler sans fin un petit fichier&#xa0;; Verbatim ne l’a donc pas lu.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/paging.py" line="60"/>
        <location filename="../../desktop/engine/attachments.py" line="99"/>
        <source>“{name}” could not be read; the file may be damaged or cut short.</source>
        <translation>«&#xa0;{name}&#xa0;» n’a pas pu être lu&#xa0;; le fichier est peut-être endommagé ou tronqué.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="171"/>
        <source>“{name}” is protected by a password. Open it in a PDF reader, save a copy without the password, and attach that.</source>
        <translation>«&#xa0;{name}&#xa0;» est protégé par un mot de passe. Ouvrez-le dans un lecteur PDF, enregistrez une copie sans mot de passe et joignez-la.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="352"/>
        <source>“{name}” needs more memory to read than Verbatim allows a document.</source>
        <translation>La lecture de «&#xa0;{name}&#xa0;» demande plus de mémoire que Verbatim n’en accorde à un document.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="357"/>
        <location filename="../../desktop/documents/reader.py" line="242"/>
        <source>“{name}” could not be read as {kind}; the file may be damaged.</source>
        <translation>«&#xa0;{name}&#xa0;» n’a pas pu être lu comme {kind}&#xa0;; le fichier est peut-être endommagé.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/projects.py" line="30"/>
        <source>A project needs a name.</source>
        <translation>Un projet doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/projects.py" line="72"/>
        <source>“{name}” was deleted on another device, so your changes could not be kept. Its instructions were: {instructions}</source>
        <translation>« {name} » a été supprimé sur un autre appareil ; vos modifications n’ont pas pu être conservées. Ses instructions étaient : {instructions}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/projects.py" line="92"/>
        <source>This project was deleted.</source>
        <translation>Ce projet a été supprimé.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/project_store.py" line="181"/>
        <source>The project&apos;s file “{name}” is missing its contents.</source>
        <translation>Le contenu du fichier de projet «&#xa0;{name}&#xa0;» est manquant.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="56"/>
        <source>{name} · {pages} · {words} words, as Verbatim read it</source>
        <translation>{name} · {pages} · {words} mots, tel que Verbatim l’a lu</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="66"/>
        <source>This document has no text layer: its pages are pictures (a scan), so there were no words to read. The model is told so.</source>
        <translation>Ce document n’a pas de couche de texte&#xa0;: ses pages sont des images (un scan), il n’y avait donc aucun mot à lire. Le modèle en est informé.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="76"/>
        <location filename="../../desktop/ui/documents/document_view.py" line="78"/>
        <source>Go to page</source>
        <translation>Aller à la page</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="244"/>
        <location filename="../../desktop/ui/documents/document_view.py" line="294"/>
        <source>Sources:</source>
        <translation>Sources&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/documents/document_view.py" line="251"/>
        <source>{name}, page(s)</source>
        <translation>
            <numerusform>{name}, page</numerusform>
            <numerusform>{name}, pages</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="274"/>
        <source>Open {name} at page {n}: the model was given the whole document</source>
        <translation>Ouvrir {name} à la page {n} : le modèle a reçu tout le document</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="277"/>
        <source>Open {name} at page {n}</source>
        <translation>Ouvrir {name} à la page {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="309"/>
        <source>Open {address} in the browser</source>
        <translation>Ouvrir {address} dans le navigateur</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="311"/>
        <source>{address} is not a web address: it is not opened</source>
        <translation>{address} n’est pas une adresse web : elle n’est pas ouverte</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="272"/>
        <source>Open {name} at page {n}, at the passage the model was given</source>
        <translation>Ouvrir {name} à la page {n}, au passage transmis au modèle</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_part.py" line="139"/>
        <source>Add files to the project</source>
        <translation>Ajouter des fichiers au projet</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="116"/>
        <source>a PDF</source>
        <translation>un PDF</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="117"/>
        <source>a Word document</source>
        <translation>un document Word</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="118"/>
        <source>a PowerPoint presentation</source>
        <translation>une présentation PowerPoint</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="119"/>
        <source>an Excel workbook</source>
        <translation>un classeur Excel</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="120"/>
        <source>an OpenDocument text</source>
        <translation>un texte OpenDocument</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="121"/>
        <source>an EPUB book</source>
        <translation>un livre EPUB</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="122"/>
        <source>an RTF document</source>
        <translation>un document RTF</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="123"/>
        <source>a web page</source>
        <translation>une page web</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="124"/>
        <source>a Markdown file</source>
        <translation>un fichier Markdown</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="125"/>
        <source>a CSV table</source>
        <translation>un tableau CSV</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="126"/>
        <source>a picture</source>
        <translation>une image</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="33"/>
        <source>Reads pictures as well as text.</source>
        <translation>Lit les images aussi bien que le texte.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="35"/>
        <source>Made for writing and explaining code.</source>
        <translation>Conçu pour écrire et expliquer du code.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="37"/>
        <source>Tiny and quick: short answers and simple tasks, on any computer.</source>
        <translation>Minuscule et rapide : réponses courtes et tâches simples, sur n’importe quel ordinateur.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="39"/>
        <source>Small and quick: everyday questions, summaries and drafts.</source>
        <translation>Petit et rapide : questions du quotidien, résumés et brouillons.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="41"/>
        <source>Medium: writing, reasoning and code, given enough memory.</source>
        <translation>Moyen : rédaction, raisonnement et code, avec assez de mémoire.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="42"/>
        <source>Large: the most careful answers, on a strong computer.</source>
        <translation>Grand : les réponses les plus soignées, sur un ordinateur puissant.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/local_models/model_cards.py" line="115"/>
        <source>reads %n token(s)</source>
        <translation>
            <numerusform>lit %n jeton</numerusform>
            <numerusform>lit %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="116"/>
        <source>needs {memory} here</source>
        <translation>demande ici {memory}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/bounded_json.py" line="150"/>
        <source>one conversation (or one file in it) is larger than {mb} MB, the most Verbatim reads at once</source>
        <translation>une conversation (ou un fichier qu’elle contient) dépasse {mb} Mo, le maximum que Verbatim lit d’un coup</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/bounded_json.py" line="163"/>
        <source>it holds more than {size} bytes of blank space in a row</source>
        <translation>il contient plus de {size} octets d’espaces à la suite</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/bounded_json.py" line="164"/>
        <source>it holds a text longer than {size} bytes</source>
        <translation>il contient un texte de plus de {size} octets</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/provider_names.py" line="18"/>
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="237"/>
        <source>an unexpected error ({kind}) with no message</source>
        <translation>une erreur inattendue ({kind}) sans message</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="242"/>
        <source>there was not enough memory</source>
        <translation>la mémoire était insuffisante</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="243"/>
        <location filename="../../desktop/web/fetch.py" line="354"/>
        <source>it took too long</source>
        <translation>cela a pris trop de temps</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="244"/>
        <source>permission was refused</source>
        <translation>l’autorisation a été refusée</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="245"/>
        <source>a file it needed is not there</source>
        <translation>un fichier nécessaire est introuvable</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="246"/>
        <source>the connection was lost</source>
        <translation>la connexion a été perdue</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="247"/>
        <source>the system refused</source>
        <translation>le système a refusé</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="248"/>
        <source>the data is nested too deeply</source>
        <translation>les données sont imbriquées trop profondément</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="249"/>
        <source>it was interrupted</source>
        <translation>l’opération a été interrompue</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/sequence.py" line="209"/>
        <source>This sync round needed more memory than this computer gave Verbatim, and stopped. What it received so far is kept; the next round tries again.</source>
        <translation>Ce cycle de synchronisation a eu besoin de plus de mémoire que cet ordinateur n’en accordait à Verbatim, et s’est arrêté. Ce qu’il a reçu jusqu’ici est conservé ; le cycle suivant réessaiera.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/update_line.py" line="44"/>
        <location filename="../../desktop/ui/update_line.py" line="84"/>
        <source>What&apos;s new</source>
        <translation>Nouveautés</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/update_line.py" line="82"/>
        <source>Verbatim {version} is out:</source>
        <translation>Verbatim {version} est sorti :</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/update_line.py" line="84"/>
        <source>Opens the release&apos;s page in your browser</source>
        <translation>Ouvre la page de cette version dans votre navigateur</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="61"/>
        <source>{address} took longer than {seconds} seconds to read, so it was left out.</source>
        <translation>La lecture de {address} a pris plus de {seconds} secondes, la page a donc été laissée de côté.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="76"/>
        <source>{address} could not be read within the memory and time Verbatim allows a page, so it was left out.</source>
        <translation>{address} n’a pas pu être lue dans la mémoire et le temps que Verbatim accorde à une page ; elle a donc été laissée de côté.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="94"/>
        <source>{address} has no text to read.</source>
        <translation>{address} ne contient aucun texte à lire.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="115"/>
        <source>{address} is a scanned PDF with no text layer.</source>
        <translation>{address} est un PDF numérisé sans couche de texte.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="114"/>
        <source>it is this computer itself (a loopback address)</source>
        <translation>c’est cet ordinateur lui-même (une adresse de bouclage)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="116"/>
        <source>it is the cloud metadata service&apos;s address</source>
        <translation>c’est l’adresse du service de métadonnées du cloud</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="118"/>
        <source>it is a link-local address (this computer&apos;s own network segment)</source>
        <translation>c’est une adresse lien-local (le segment de réseau de cet ordinateur)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="126"/>
        <source>it is a shared address of the internet provider&apos;s network (CGNAT)</source>
        <translation>c’est une adresse partagée du réseau du fournisseur d’accès (CGNAT)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="128"/>
        <source>it is a unique local address (a private network)</source>
        <translation>c’est une adresse locale unique (un réseau privé)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="130"/>
        <source>it is a private network&apos;s address (a home or office network)</source>
        <translation>c’est l’adresse d’un réseau privé (domicile ou bureau)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="132"/>
        <source>it is not a public internet address</source>
        <translation>ce n’est pas une adresse Internet publique</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="149"/>
        <source>{address} did not answer within {seconds} seconds.</source>
        <translation>{address} n’a pas répondu dans les {seconds} secondes.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="166"/>
        <source>Verbatim does not fetch {address}: {why}.</source>
        <translation>Verbatim ne récupère pas {address} : {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="177"/>
        <source>{address} redirected more than {count} times; Verbatim stopped following it.</source>
        <translation>{address} a redirigé plus de {count} fois ; Verbatim a cessé de suivre.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="188"/>
        <source>{address} is not a web address.</source>
        <translation>{address} n’est pas une adresse web.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="191"/>
        <source>Verbatim fetches only http and https addresses, not {address}.</source>
        <translation>Verbatim ne récupère que des adresses http et https, pas {address}.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="214"/>
        <source>The name {host} could not be found.</source>
        <translation>Le nom {host} est introuvable.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="243"/>
        <source>{address} could not be reached ({why}).</source>
        <translation>{address} est injoignable ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="250"/>
        <source>{address} redirected without saying where.</source>
        <translation>{address} a redirigé sans dire vers où.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="256"/>
        <source>{address} answered {status} instead of the page.</source>
        <translation>{address} a répondu {status} au lieu de la page.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="278"/>
        <source>{address} is not a web page, text or PDF (it is “{type}”); Verbatim reads only those.</source>
        <translation>{address} n’est ni une page web, ni du texte, ni un PDF (c’est « {type} ») ; Verbatim ne lit que ceux-là.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="294"/>
        <source>{address} is larger than {size} MB; Verbatim stopped reading it.</source>
        <translation>{address} dépasse {size} Mo ; Verbatim a cessé de la lire.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="345"/>
        <source>{address} was sent in an encoding Verbatim did not ask for ({encoding}).</source>
        <translation>{address} a été envoyée dans un encodage que Verbatim n’a pas demandé ({encoding}).</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="324"/>
        <source>{address} sent a damaged compressed page.</source>
        <translation>{address} a envoyé une page compressée endommagée.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="328"/>
        <source>{address} broke off while sending ({why}).</source>
        <translation>{address} s’est interrompue pendant l’envoi ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="356"/>
        <source>the connection was refused or failed</source>
        <translation>la connexion a été refusée ou a échoué</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="358"/>
        <source>it did not answer in HTTP</source>
        <translation>la réponse n’était pas en HTTP</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="359"/>
        <source>the connection failed</source>
        <translation>la connexion a échoué</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="77"/>
        <source>Brave Search needs an API key. Add it in Settings → Web search (or set BRAVE_API_KEY), or answer without search.</source>
        <translation>Brave Search a besoin d’une clé d’API. Ajoutez-la dans Paramètres → Recherche web (ou définissez BRAVE_API_KEY), ou répondez sans recherche.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="87"/>
        <source>The SearXNG instance at {address}</source>
        <translation>L’instance SearXNG à l’adresse {address}</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="90"/>
        <source>{name} is not a web address.</source>
        <translation>{name} n’est pas une adresse web.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="96"/>
        <location filename="../../desktop/web/search.py" line="107"/>
        <source>{name} did not answer with search results.</source>
        <translation>{name} n’a pas répondu par des résultats de recherche.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="101"/>
        <source>Brave Search</source>
        <translation>Brave Search</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="155"/>
        <source>{name} refused the API key ({status}). Check it in Settings → Web search, or answer without search.</source>
        <translation>{name} a refusé la clé d’API ({status}). Vérifiez-la dans Paramètres → Recherche web, ou répondez sans recherche.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="164"/>
        <source>{name} refused to answer in JSON (403). Its settings.yml must list json under search: formats.</source>
        <translation>{name} a refusé de répondre en JSON (403). Son settings.yml doit mentionner json sous search: formats.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="172"/>
        <source>{name} says too many searches were asked for (429). Wait a little, or answer without search.</source>
        <translation>{name} indique trop de recherches demandées (429). Patientez un peu, ou répondez sans recherche.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="180"/>
        <source>{name} answered {status} instead of results.</source>
        <translation>{name} a répondu {status} au lieu de résultats.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="189"/>
        <source>{name} sent far too long an answer.</source>
        <translation>{name} a envoyé une réponse beaucoup trop longue.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="192"/>
        <source>{name} did not answer within {seconds} seconds.</source>
        <translation>{name} n’a pas répondu dans les {seconds} secondes.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="196"/>
        <source>{name} could not be reached. Is it running? Check its address.</source>
        <translation>{name} est injoignable. Est-il lancé ? Vérifiez son adresse.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="201"/>
        <source>{name} did not answer in JSON.</source>
        <translation>{name} n’a pas répondu en JSON.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="207"/>
        <source>DuckDuckGo</source>
        <translation>DuckDuckGo</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="218"/>
        <source>{name} could not be reached, or refused the search. Try again later, or answer without search.</source>
        <translation>{name} est injoignable ou a refusé la recherche. Réessayez plus tard, ou répondez sans recherche.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="226"/>
        <source>{name} refused the search; it may be limiting searches. Try again later.</source>
        <translation>{name} a refusé la recherche ; il limite peut-être les recherches. Réessayez plus tard.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="51"/>
        <source>the SearXNG instance at {address}</source>
        <translation>l’instance SearXNG à l’adresse {address}</translation>
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
        <translation>Cet ordinateur n’a pas de trousseau (gestionnaire de mots de passe) utilisable par Verbatim : la clé ne peut pas être enregistrée en sécurité. Définissez plutôt la variable d’environnement BRAVE_API_KEY avant de lancer Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="78"/>
        <source>The key could not be kept in the keyring: {error}</source>
        <translation>La clé n’a pas pu être conservée dans le trousseau : {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="119"/>
        <source>Web search is on: your question goes to {where}, and Verbatim fetches the pages it finds. The globe by the message box turns it off.</source>
        <translation>La recherche web est activée : votre question est envoyée à {where}, et Verbatim récupère les pages trouvées. Le globe près de la zone de message la désactive.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="171"/>
        <source>{why} This answer was written without search.</source>
        <translation>{why} Cette réponse a été écrite sans recherche.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="178"/>
        <source>None of the pages the search found could be read ({why}). This answer was written without search.</source>
        <translation>Aucune des pages trouvées n’a pu être lue ({why}). Cette réponse a été écrite sans recherche.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="184"/>
        <source>The search found nothing. This answer was written without search.</source>
        <translation>La recherche n’a rien trouvé. Cette réponse a été écrite sans recherche.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="37"/>
        <source>With the globe by the message box on, Verbatim sends your question to the search provider chosen here, fetches the pages it finds and gives the model their most relevant passages, numbered, so the answer can cite them.</source>
        <translation>Avec le globe près de la zone de message activé, Verbatim envoie votre question au fournisseur de recherche choisi ici, récupère les pages trouvées et donne au modèle leurs passages les plus pertinents, numérotés, pour que la réponse puisse les citer.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="46"/>
        <source>No web search</source>
        <translation>Pas de recherche web</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="47"/>
        <source>A SearXNG instance (on this computer or your network)</source>
        <translation>Une instance SearXNG (sur cet ordinateur ou votre réseau)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="48"/>
        <source>Brave Search (needs an API key)</source>
        <translation>Brave Search (nécessite une clé d’API)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="49"/>
        <source>DuckDuckGo (no key)</source>
        <translation>DuckDuckGo (sans clé)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="76"/>
        <source>The globe starts on for each question; it can still be turned off for one.</source>
        <translation>Le globe est activé au départ pour chaque question ; il peut toujours être désactivé pour l’une d’elles.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="103"/>
        <source>The SearXNG address must start with http:// or https://.</source>
        <translation>L’adresse SearXNG doit commencer par http:// ou https://.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/dictation.py" line="67"/>
        <source>{why} Nothing was transcribed.</source>
        <translation>{why} Rien n’a été transcrit.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/dictation.py" line="250"/>
        <location filename="../../desktop/voice/speech.py" line="106"/>
        <source>No speech model is installed, so dictation cannot start. The keyboard works as always.</source>
        <translation>Aucun modèle vocal n’est installé : la dictée ne peut pas démarrer. Le clavier fonctionne comme d’habitude.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="84"/>
        <source>No microphone was found. Connect one and press the microphone again; the keyboard works as always.</source>
        <translation>Aucun microphone n’a été trouvé. Branchez-en un et appuyez de nouveau sur le microphone ; le clavier fonctionne comme d’habitude.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="115"/>
        <source>The microphone could not be opened. The keyboard works as always.</source>
        <translation>Le microphone n’a pas pu être ouvert. Le clavier fonctionne comme d’habitude.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="134"/>
        <source>Allow Verbatim to use the microphone, then press the microphone again.</source>
        <translation>Autorisez Verbatim à utiliser le microphone, puis appuyez de nouveau sur le microphone.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="139"/>
        <source>Verbatim may not use the microphone. Allow it in the system&apos;s privacy settings; the keyboard works as always.</source>
        <translation>Verbatim n’a pas le droit d’utiliser le microphone. Autorisez-le dans les réglages de confidentialité du système ; le clavier fonctionne comme d’habitude.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="202"/>
        <source>The microphone stopped ({error}). The words heard until then are in the message.</source>
        <translation>Le microphone s’est arrêté ({error}). Les mots entendus jusque-là sont dans le message.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="281"/>
        <source>The words of a dictation interrupted when Verbatim last closed are back in the message. Send them, or empty the message to discard them.</source>
        <translation>Les mots d’une dictée interrompue à la dernière fermeture de Verbatim sont de retour dans le message. Envoyez-les, ou videz le message pour les abandonner.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="291"/>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="292"/>
        <source>it stopped giving sound</source>
        <translation>il ne transmettait plus de son</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="293"/>
        <source>the sound system failed</source>
        <translation>le système audio a échoué</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="294"/>
        <source>no sound</source>
        <translation>pas de son</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/speech.py" line="149"/>
        <source>The speech engine could not be loaded ({why}), so dictation cannot start. The keyboard works as always.</source>
        <translation>Le moteur de reconnaissance vocale n’a pas pu être chargé ({why}) : la dictée ne peut pas démarrer. Le clavier fonctionne comme d’habitude.</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/speech.py" line="169"/>
        <source>The speech model in {path} could not be loaded ({why}).</source>
        <translation>Le modèle vocal dans {path} n’a pas pu être chargé ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/speech.py" line="205"/>
        <source>{name} could not be read as sound ({why}).</source>
        <translation>{name} n’a pas pu être lu comme un son ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_choice.py" line="73"/>
        <source>this installation has no GPU engine</source>
        <translation>cette installation n’a pas de moteur GPU</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="80"/>
        <source>On the processor ({why})</source>
        <translation>Sur le processeur ({why})</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="81"/>
        <source>On the processor</source>
        <translation>Sur le processeur</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="83"/>
        <source>On the GPU: {name} (Vulkan)</source>
        <translation>Sur le GPU : {name} (Vulkan)</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="85"/>
        <source>On the GPU: {name} (Vulkan), {layers} of {of} layers</source>
        <translation>Sur le GPU : {name} (Vulkan), {layers} couches sur {of}</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="106"/>
        <source>no GPU driver found</source>
        <translation>aucun pilote de GPU trouvé</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="108"/>
        <source>No graphics driver with Vulkan was found; install mesa-vulkan-drivers or your card&apos;s driver.</source>
        <translation>Aucun pilote graphique avec Vulkan n’a été trouvé ; installez mesa-vulkan-drivers ou le pilote de votre carte.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="156"/>
        <source>as chosen in Settings</source>
        <translation>comme choisi dans les Réglages</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="168"/>
        <source>no graphics card found</source>
        <translation>aucune carte graphique trouvée</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="170"/>
        <source>Only a software Vulkan device ({name}) was found, which is slower than the processor; install your graphics card&apos;s driver.</source>
        <translation>Seul un périphérique Vulkan logiciel ({name}) a été trouvé, plus lent que le processeur ; installez le pilote de votre carte graphique.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="196"/>
        <source>the graphics card ran out of memory</source>
        <translation>la carte graphique a manqué de mémoire</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="197"/>
        <source>the graphics card stopped</source>
        <translation>la carte graphique s’est arrêtée</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="203"/>
        <source>The graphics card ran out of memory.</source>
        <translation>La carte graphique a manqué de mémoire.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="204"/>
        <source>The graphics card stopped.</source>
        <translation>La carte graphique s’est arrêtée.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="144"/>
        <source>No speaker or headphones were found, so the answer cannot be read aloud.</source>
        <translation>Aucun haut-parleur ni casque n’a été trouvé : la réponse ne peut pas être lue à voix haute.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="150"/>
        <source>The speaker could not be opened, so the answer cannot be read aloud.</source>
        <translation>Le haut-parleur n’a pas pu être ouvert : la réponse ne peut pas être lue à voix haute.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="213"/>
        <source>Stop reading aloud</source>
        <translation>Arrêter la lecture à voix haute</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/reading.py" line="277"/>
        <source>espeak-ng could not speak ({why}).</source>
        <translation>espeak-ng n’a pas pu parler ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/reading.py" line="286"/>
        <location filename="../../desktop/voice/reading.py" line="296"/>
        <source>espeak-ng gave no sound.</source>
        <translation>espeak-ng n’a produit aucun son.</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/reading.py" line="315"/>
        <source>No voice that speaks this answer&apos;s language is installed, so it cannot be read aloud. Installing espeak-ng (on Debian and Ubuntu: sudo apt install espeak-ng) adds one for every language.</source>
        <translation>Aucune voix parlant la langue de cette réponse n’est installée : elle ne peut pas être lue à voix haute. Installer espeak-ng (sous Debian et Ubuntu : sudo apt install espeak-ng) en ajoute une pour chaque langue.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="96"/>
        <source>Web search is not on for this question.</source>
        <translation>La recherche web n&apos;est pas activée pour cette question.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="98"/>
        <source>The search needs a query: words to search for.</source>
        <translation>La recherche a besoin d&apos;une requête : des mots à chercher.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="101"/>
        <source>Searching the web for “{query}”…</source>
        <translation>Recherche de « {query} » sur le web…</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="113"/>
        <source>The search found no page that could be read.</source>
        <translation>La recherche n&apos;a trouvé aucune page lisible.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/file_reading.py" line="29"/>
        <source>Reading the words in the picture…</source>
        <translation>Lecture du texte de l’image…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/file_reading.py" line="32"/>
        <source>Reading page {page} of {pages} from the scan…</source>
        <translation>Lecture de la page {page} sur {pages} du scan…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/file_reading.py" line="33"/>
        <source>Reading…</source>
        <translation>Lecture…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="43"/>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="44"/>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="45"/>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="46"/>
        <source>Spanish</source>
        <translation>Espagnol</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="47"/>
        <source>Chinese</source>
        <translation>Chinois</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="56"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="47"/>
        <source>{languages} and many more</source>
        <translation>{languages} et bien d&apos;autres</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="57"/>
        <source>{size} · {languages}</source>
        <translation>{size} · {languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="64"/>
        <source>Installed, not in use</source>
        <translation>Installé, non utilisé</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="66"/>
        <source>In use for dictation in {languages}</source>
        <translation>Utilisé pour la dictée en {languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="70"/>
        <source>In use for dictation</source>
        <translation>Utilisé pour la dictée</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="71"/>
        <source>In use for {languages}</source>
        <translation>Utilisé pour : {languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="108"/>
        <source>Delete {name} from this computer</source>
        <translation>Supprimer {name} de cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="110"/>
        <source>Stop using {name}; its folder stays where it is</source>
        <translation>Ne plus utiliser {name} ; son dossier reste où il est</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="144"/>
        <source>Add from a folder…</source>
        <translation>Ajouter depuis un dossier…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="146"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="223"/>
        <source>Add a speech model from its folder</source>
        <translation>Ajouter un modèle vocal depuis son dossier</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="194"/>
        <source>Download from Hugging Face</source>
        <translation>Télécharger depuis Hugging Face</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="233"/>
        <source>Adding {name}…</source>
        <translation>Ajout de {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="241"/>
        <source>Added {name}; dictation uses it from now on.</source>
        <translation>{name} ajouté ; la dictée l’utilise désormais.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="252"/>
        <source>Delete {name}?</source>
        <translation>Supprimer {name} ?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="254"/>
        <source>{name} ({size}) will be deleted from this computer. Dictation then uses the next speech model for its languages; you can download it again.</source>
        <translation>{name} ({size}) sera supprimé de cet ordinateur. La dictée utilisera alors le modèle vocal suivant pour ses langues ; vous pourrez le télécharger à nouveau.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="276"/>
        <source>Removed {name}; the folder itself was left where it is.</source>
        <translation>{name} retiré ; le dossier lui-même est resté où il est.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="170"/>
        <source>Speech to text</source>
        <translation>Reconnaissance vocale</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="134"/>
        <source>Everything here runs on this computer; what you say never leaves it. A speech model is downloaded once from Hugging Face or added from its folder, and the last one added is the one dictation uses for the languages it knows.</source>
        <translation>Tout ici fonctionne sur cet ordinateur ; ce que vous dites ne le quitte jamais. Un modèle vocal est téléchargé une fois depuis Hugging Face ou ajouté depuis son dossier, et le dernier ajouté est celui que la dictée utilise pour les langues qu’il connaît.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="170"/>
        <source>No speech model is installed.</source>
        <translation>Aucun modèle de reconnaissance vocale n&apos;est installé.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="171"/>
        <source>Voices</source>
        <translation>Voix</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="171"/>
        <source>No voice is installed.</source>
        <translation>Aucune voix n&apos;est installée.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="48"/>
        <location filename="../../desktop/ui/voice/voice_check.py" line="52"/>
        <source>Test microphone</source>
        <translation>Tester le micro</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="49"/>
        <location filename="../../desktop/ui/voice/voice_check.py" line="55"/>
        <source>Test voice</source>
        <translation>Tester la voix</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="53"/>
        <source>Records three seconds and shows the words heard.</source>
        <translation>Enregistre trois secondes et affiche les mots entendus.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="55"/>
        <source>Says a sentence through the speaker.</source>
        <translation>Dit une phrase dans le haut-parleur.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="109"/>
        <source>No microphone was found (or no sound system is running).</source>
        <translation>Aucun micro n&apos;a été trouvé (ou aucun système audio ne fonctionne).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="116"/>
        <source>Listening done; recognising the words…</source>
        <translation>Écoute terminée ; reconnaissance des mots…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="123"/>
        <source>Heard: “{words}”</source>
        <translation>Entendu : « {words} »</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="125"/>
        <source>No words were heard. Check that the microphone is on and not muted.</source>
        <translation>Aucun mot n&apos;a été entendu. Vérifiez que le micro est allumé et non coupé.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="136"/>
        <source>The microphone could not be opened.</source>
        <translation>Le micro n&apos;a pas pu être ouvert.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="138"/>
        <source>Listening for three seconds: say something.</source>
        <translation>Écoute pendant trois secondes : dites quelque chose.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="155"/>
        <source>The microphone gave no sound. Check that it is connected and on.</source>
        <translation>Le micro n&apos;a donné aucun son. Vérifiez qu&apos;il est branché et allumé.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="172"/>
        <source>This is how Verbatim reads answers aloud.</source>
        <translation>Voici comment Verbatim lit les réponses à voix haute.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="183"/>
        <source>No speaker or headphones were found (or no sound system is running).</source>
        <translation>Aucun haut-parleur ni casque n&apos;a été trouvé (ou aucun système audio ne fonctionne).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="188"/>
        <source>The speaker could not be opened.</source>
        <translation>Le haut-parleur n&apos;a pas pu être ouvert.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="190"/>
        <source>Speaking: “{sentence}”</source>
        <translation>Lecture : « {sentence} »</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_models.py" line="129"/>
        <source>“{path}” is a folder with no model Verbatim can use: give a GGUF file, or the folder of a faster-whisper (CTranslate2) speech model, with its model.bin and config.json. Nothing was added.</source>
        <translation>« {path} » est un dossier sans modèle utilisable par Verbatim : indiquez un fichier GGUF, ou le dossier d&apos;un modèle vocal faster-whisper (CTranslate2) avec son model.bin et son config.json. Rien n&apos;a été ajouté.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_models.py" line="157"/>
        <source>{name} comes with Verbatim and stays; only a speech model that was added or downloaded can be removed.</source>
        <translation>{name} est fourni avec Verbatim et reste ; seul un modèle vocal ajouté ou téléchargé peut être retiré.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_models.py" line="161"/>
        <source>There is no speech model called “{name}”.</source>
        <translation>Il n’y a pas de modèle vocal nommé « {name} ».</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/openai.py" line="71"/>
        <source>The OpenAI-compatible server</source>
        <translation>Le serveur compatible OpenAI</translation>
    </message>
    <message>
        <location filename="../../desktop/local/speech_hub.py" line="114"/>
        <source>Hugging Face lists no size for “{name}”.</source>
        <translation>Hugging Face n’indique aucune taille pour « {name} ».</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_downloads.py" line="121"/>
        <source>Verbatim offers no speech model called “{name}”. It offers: {names}.</source>
        <translation>Verbatim ne propose aucun modèle vocal nommé « {name} ». Il propose : {names}.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_downloads.py" line="150"/>
        <source>{name} is no longer used, but its folder “{path}” could not be deleted: {why}</source>
        <translation>{name} n’est plus utilisé, mais son dossier « {path} » n’a pas pu être supprimé : {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="41"/>
        <source>✕ Not enough disk space</source>
        <translation>✕ Espace disque insuffisant</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="48"/>
        <source>about {size} · {languages}</source>
        <translation>environ {size} · {languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="50"/>
        <source>{size} already here</source>
        <translation>{size} déjà là</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="75"/>
        <source>Download {name}</source>
        <translation>Télécharger {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="140"/>
        <source>The download was cancelled; what arrived is kept, and Download goes on from there.</source>
        <translation>Le téléchargement a été annulé ; ce qui est arrivé est conservé, et « Télécharger » reprend à partir de là.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="154"/>
        <source>Downloaded {name}; dictation uses it for {languages}.</source>
        <translation>{name} a été téléchargé ; la dictée l’utilise pour {languages}.</translation>
    </message>
</context>
</TS>
