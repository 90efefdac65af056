<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name></name>
    <message>
        <location filename="../../desktop/app.py" line="182"/>
        <location filename="../../desktop/app.py" line="189"/>
        <source>Verbatim cannot open its data</source>
        <translation>Verbatim no puede abrir sus datos</translation>
    </message>
    <message>
        <location filename="../../desktop/app.py" line="193"/>
        <source>Verbatim could not start: {error}. Your conversations were not changed. The details are in {log}; please send them with a report.</source>
        <translation>Verbatim no pudo iniciarse: {error}. Tus conversaciones no se modificaron. Los detalles están en {log}; envíalos junto con tu informe.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/anthropic.py" line="114"/>
        <source>Anthropic needs an API key. Add it in Settings → Providers, or set {variable} before starting Verbatim.</source>
        <translation>Anthropic necesita una clave de API. Agrégala en Configuración → Proveedores o define {variable} antes de iniciar Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="149"/>
        <source>“{address}” is not an address Verbatim can use. It must be a web address starting with http:// or https://, for example {example}. Check it in Settings → Providers.</source>
        <translation>“{address}” no es una dirección que Verbatim pueda usar. Debe ser una dirección web que empiece con http:// o https://, por ejemplo {example}. Revísala en Configuración → Proveedores.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="162"/>
        <source>The model server at {address} did not answer. Is {product} running?</source>
        <translation>El servidor de modelos en {address} no respondió. ¿Se está ejecutando {product}?</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="102"/>
        <source>The server at {address} sent Verbatim elsewhere ({status} redirect to {target}). Redirects are not followed, so that a key is never sent to an address you did not choose; if that address is right, enter it in Settings → Providers.</source>
        <translation>El servidor en {address} redirigió a Verbatim a otro lugar (redirección {status} a {target}). Las redirecciones no se siguen, para que nunca se envíe una clave a una dirección que no elegiste; si esa dirección es correcta, escríbela en Configuración → Proveedores.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="60"/>
        <source>{product} at {address} refused the API key ({status}). Check the key in Settings → Providers.</source>
        <translation>{product} en {address} rechazó la clave de API ({status}). Revisa la clave en Configuración → Proveedores.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="130"/>
        <source>The model “{model}” is not available at {address}. It offers: {models}. Pick another model in the header.</source>
        <translation>El modelo “{model}” no está disponible en {address}. Modelos disponibles: {models}. Elige otro modelo en la parte superior.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="138"/>
        <source>The model “{model}” is not available at {address}. Pick another model in the header.</source>
        <translation>El modelo “{model}” no está disponible en {address}. Elige otro modelo en la parte superior.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="120"/>
        <source>Nothing answers chat requests at {address} (404). Check the address in Settings → Providers.</source>
        <translation>Nada responde a las solicitudes de chat en {address} (404). Revisa la dirección en Configuración → Proveedores.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="153"/>
        <source>{product} is limiting requests right now. Try again in {seconds} seconds.</source>
        <translation>{product} está limitando las solicitudes en este momento. Vuelve a intentarlo en {seconds} segundos.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="159"/>
        <source>{product} is limiting requests right now. Try again in a moment.</source>
        <translation>{product} está limitando las solicitudes en este momento. Vuelve a intentarlo en un momento.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="76"/>
        <source>{product} at {address} had an internal error ({status}): {said}</source>
        <translation>{product} en {address} tuvo un error interno ({status}): {said}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="87"/>
        <source>{product} at {address} refused the request ({status}): {said}</source>
        <translation>{product} en {address} rechazó la solicitud ({status}): {said}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="90"/>
        <source>the model server</source>
        <translation>el servidor de modelos</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="206"/>
        <source>{product} at {address} accepted the connection but sent no answer within {seconds} seconds.</source>
        <translation>{product} en {address} aceptó la conexión, pero no envió ninguna respuesta en {seconds} segundos.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="218"/>
        <source>Connecting to {address} took too long. Is the address right?</source>
        <translation>La conexión con {address} tardó demasiado. ¿Es correcta la dirección?</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="231"/>
        <source>{product} at {address} closed the connection without answering.</source>
        <translation>{product} en {address} cerró la conexión sin responder.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="241"/>
        <source>Verbatim could not talk to {address}: {error}</source>
        <translation>Verbatim no pudo comunicarse con {address}: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="299"/>
        <source>{product} did not start answering within {seconds} seconds.</source>
        <translation>{product} no empezó a responder en {seconds} segundos.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="305"/>
        <source>{product} did not send more of the answer within {seconds} seconds.</source>
        <translation>{product} no envió más de la respuesta en {seconds} segundos.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="314"/>
        <source>{product} sent a compressed answer Verbatim could not unpack. The text so far is kept.</source>
        <translation>{product} envió una respuesta comprimida que Verbatim no pudo descomprimir. Se conserva el texto recibido hasta ahora.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="340"/>
        <source>{product} sent a line too long to be a chat message (over {megabytes} MB). The text so far is kept.</source>
        <translation>{product} envió una línea demasiado larga para un mensaje de chat (más de {megabytes} MB). Se conserva el texto recibido hasta ahora.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="352"/>
        <source>{product} closed the connection before the answer was finished.</source>
        <translation>{product} cerró la conexión antes de terminar la respuesta.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="362"/>
        <source>{product} sent data Verbatim could not read. The text so far is kept.</source>
        <translation>{product} envió datos que Verbatim no pudo leer. Se conserva el texto recibido hasta ahora.</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="371"/>
        <source>{product} reported an error while answering: {said}</source>
        <translation>{product} notificó un error al responder: {said}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/keys.py" line="34"/>
        <source>This computer has no keyring (password store) Verbatim can use, so the key cannot be saved safely. Set the {var} environment variable before starting Verbatim instead.</source>
        <translation>Este equipo no tiene un llavero (almacén de contraseñas) que Verbatim pueda usar, así que la clave no se puede guardar de forma segura. En su lugar, define la variable de entorno {var} antes de iniciar Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/cli/history.py" line="45"/>
        <source>Read a {kind} export: {conversations}, {messages}. Imported {new_conversations} and {new_messages}; {present} already here.</source>
        <translation>Exportación de {kind} leída: {conversations}, {messages}. Se importaron {new_conversations} y {new_messages}; ya había {present}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/cli/history.py" line="48"/>
        <location filename="../../desktop/cli/history.py" line="50"/>
        <location filename="../../desktop/cli/history.py" line="99"/>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="232"/>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="216"/>
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n conversación</numerusform>
            <numerusform>%n conversaciones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/cli/history.py" line="37"/>
        <source>{why} Nothing was imported.</source>
        <translation>{why} No se importó nada.</translation>
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
            <numerusform>%n mensaje</numerusform>
            <numerusform>%n mensajes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/cli/history.py" line="58"/>
        <source>Projects: {projects} in the file, {new} new here.</source>
        <translation>Proyectos: {projects} en el archivo; nuevos aquí: {new}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/cli/history.py" line="59"/>
        <source>%n project(s)</source>
        <translation>
            <numerusform>%n proyecto</numerusform>
            <numerusform>%n proyectos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/domain/sizes.py" line="10"/>
        <source>{count} bytes</source>
        <translation>{count} bytes</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="69"/>
        <source>“{name}” is not a file Verbatim can attach (a device or a pipe).</source>
        <translation>“{name}” no es un archivo que Verbatim pueda adjuntar (es un dispositivo o una canalización).</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="81"/>
        <source>“{name}” could not be read: {why}</source>
        <translation>No se pudo leer “{name}”: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="104"/>
        <source>“{name}” is named as {kind}, but its contents are not one, so Verbatim did not read it.</source>
        <translation>Por su nombre, “{name}” es {kind}, pero su contenido no lo es, así que Verbatim no lo leyó.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="117"/>
        <source>“{name}” cannot be attached: Verbatim takes pictures (PNG, JPEG, WebP, GIF), documents (PDF, Word, PowerPoint, Excel, OpenDocument, EPUB, RTF, HTML, Markdown, CSV) and text files (such as .txt, .json and source code).</source>
        <translation>No se puede adjuntar “{name}”: Verbatim admite imágenes (PNG, JPEG, WebP, GIF), documentos (PDF, Word, PowerPoint, Excel, OpenDocument, EPUB, RTF, HTML, Markdown, CSV) y archivos de texto (como .txt, .json y código fuente).</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="127"/>
        <source>“{name}” is {size} MB; Verbatim attaches files up to {limit} MB.</source>
        <translation>“{name}” ocupa {size} MB; Verbatim adjunta archivos de hasta {limit} MB.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="135"/>
        <source>“{name}” could not be read as a picture; the file may be damaged.</source>
        <translation>No se pudo leer “{name}” como imagen; puede que el archivo esté dañado.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="173"/>
        <source>“{name}” is {size} KB of text; Verbatim inlines text files up to {limit} KB.</source>
        <translation>“{name}” tiene {size} KB de texto; Verbatim inserta archivos de texto de hasta {limit} KB.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/office.py" line="218"/>
        <location filename="../../desktop/documents/reader.py" line="148"/>
        <location filename="../../desktop/engine/attachments.py" line="183"/>
        <source>“{name}” is not UTF-8 text, so it cannot be shown to the model.</source>
        <translation>“{name}” no es texto UTF-8, así que no se puede mostrar al modelo.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/reader.py" line="182"/>
        <source>“{name}” took longer than {seconds} seconds to read, so Verbatim stopped. A smaller part of it (a few pages saved as their own file) will work.</source>
        <translation>Leer “{name}” tardó más de {seconds} segundos, así que Verbatim se detuvo. Funcionará con una parte más pequeña (unas pocas páginas guardadas en un archivo aparte).</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/reader.py" line="194"/>
        <source>“{name}” could not be read within the memory and time Verbatim allows a document; it may be damaged or far too large.</source>
        <translation>No se pudo leer “{name}” con la memoria y el tiempo que Verbatim permite a un documento; puede que esté dañado o que sea demasiado grande.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="203"/>
        <source>“{name}” is {width}×{height} pixels, too large to open safely.</source>
        <translation>“{name}” mide {width}×{height} píxeles: es demasiado grande para abrirlo de forma segura.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/streaming.py" line="121"/>
        <source>No model is chosen for this conversation yet. Pick one in the header (or add a provider in Settings, Ctrl+,), then press Retry.</source>
        <translation>Aún no hay un modelo elegido para esta conversación. Elige uno en la parte superior (o agrega un proveedor en Configuración, Ctrl+,) y luego haz clic en Reintentar.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/streaming.py" line="153"/>
        <source>Something went wrong inside Verbatim: {error}</source>
        <translation>Algo falló dentro de Verbatim: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/engine/streaming.py" line="274"/>
        <source>Not saved yet: %n word(s) of an answer. {why}</source>
        <translation>
            <numerusform>Aún sin guardar: %n palabra de una respuesta. {why}</numerusform>
            <numerusform>Aún sin guardar: %n palabras de una respuesta. {why}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/engine/streaming.py" line="332"/>
        <source>This model does not accept images; pick a vision model such as Gemma 3, Qwen2.5-VL, LLaVA or GPT-4o, then press Retry. {server}</source>
        <translation>Este modelo no acepta imágenes; elige un modelo con visión como Gemma 3, Qwen2.5-VL, LLaVA o GPT-4o y luego haz clic en Reintentar. {server}</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="41"/>
        <source>the person stopped the answer before it ran</source>
        <translation>la respuesta se detuvo antes de que se ejecutara</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="232"/>
        <source>the model asked for “{name}”, which is not offered</source>
        <translation>el modelo pidió “{name}”, que no se ofrece</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="234"/>
        <source>the model&apos;s arguments are not a JSON object</source>
        <translation>los argumentos del modelo no son un objeto JSON</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="325"/>
        <source>The whole output is saved as {path}.</source>
        <translation>La salida completa está guardada en {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="327"/>
        <source>The whole output could not be saved ({error}).</source>
        <translation>No se pudo guardar la salida completa ({error}).</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="329"/>
        <source>The tool returned {size}; the first {kept} are kept here. {where}</source>
        <translation>La herramienta devolvió {size}; aquí solo se conserva el principio ({kept}). {where}</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="352"/>
        <location filename="../../desktop/engine/turns.py" line="318"/>
        <location filename="../../desktop/engine/turns.py" line="327"/>
        <location filename="../../desktop/engine/turns.py" line="344"/>
        <location filename="../../desktop/engine/turns.py" line="393"/>
        <location filename="../../desktop/session/turn_plans.py" line="50"/>
        <source>This conversation was deleted.</source>
        <translation>Esta conversación se eliminó.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="160"/>
        <location filename="../../desktop/session/conversations.py" line="288"/>
        <source>There is nothing to send yet: type a message first.</source>
        <translation>Todavía no hay nada que enviar: primero escribe un mensaje.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="187"/>
        <source>An edited message cannot be empty.</source>
        <translation>Un mensaje editado no puede estar vacío.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="189"/>
        <source>That message can no longer be edited.</source>
        <translation>Ese mensaje ya no se puede editar.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="205"/>
        <source>That answer can no longer be continued.</source>
        <translation>Esa respuesta ya no se puede continuar.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="258"/>
        <source>That answer no longer exists.</source>
        <translation>Esa respuesta ya no existe.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="283"/>
        <source>Verbatim is still answering in this conversation. Wait for it to finish, or press Stop (Esc) first.</source>
        <translation>Verbatim todavía está respondiendo en esta conversación. Espera a que termine o haz clic antes en Detener (Esc).</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="384"/>
        <source>Searching the web…</source>
        <translation>Buscando en la web…</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="419"/>
        <source>the answer reached its limit of {count} tool rounds</source>
        <translation>la respuesta alcanzó su límite de {count} rondas de herramientas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/app_session.py" line="197"/>
        <source>Verbatim last closed in the middle of %n answer(s). What was said is kept and marked Stopped.</source>
        <translation>
            <numerusform>Verbatim se cerró la última vez en medio de %n respuesta. Lo escrito se conserva y está marcado como “Detenida”.</numerusform>
            <numerusform>Verbatim se cerró la última vez en medio de %n respuestas. Lo escrito se conserva y está marcado como “Detenida”.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/app_session.py" line="271"/>
        <source>Verbatim could not save its settings ({reason}). They apply until you quit.</source>
        <translation>Verbatim no pudo guardar su configuración ({reason}). Se aplicará hasta que salgas.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/app_session.py" line="420"/>
        <location filename="../../desktop/session/sync_service.py" line="131"/>
        <source>Syncing…</source>
        <translation>Sincronizando…</translation>
    </message>
    <message>
        <location filename="../../desktop/session/conversations.py" line="46"/>
        <source>This conversation was deleted on another device. What you were writing is still in the message box: copy it before you open another conversation.</source>
        <translation>Esta conversación se eliminó en otro dispositivo. Lo que estabas escribiendo sigue en el cuadro de mensaje: cópialo antes de abrir otra conversación.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/conversations.py" line="188"/>
        <source>This conversation was deleted on another device ({when}). It was kept because it holds %n message(s) that device never saw.</source>
        <translation>
            <numerusform>Esta conversación se eliminó en otro dispositivo ({when}). Se conservó porque contiene %n mensaje que ese dispositivo nunca vio.</numerusform>
            <numerusform>Esta conversación se eliminó en otro dispositivo ({when}). Se conservó porque contiene %n mensajes que ese dispositivo nunca vio.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/conversations.py" line="200"/>
        <source>Delete it here too</source>
        <translation>Eliminarla aquí también</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="193"/>
        <source>Choose a search provider in Settings → Web search first, or turn the globe off to send without search.</source>
        <translation>Elige primero un proveedor de búsqueda en Configuración → Búsqueda web, o apaga el globo para enviar sin búsqueda.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/conversations.py" line="363"/>
        <source>Wait for the answer to finish, or press Stop, before switching versions.</source>
        <translation>Espera a que termine la respuesta, o haz clic en Detener, antes de cambiar de versión.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/lock.py" line="48"/>
        <source>Verbatim cannot use its data folder {folder} ({reason}). Check that the folder exists and is writable.</source>
        <translation>Verbatim no puede usar su carpeta de datos {folder} ({reason}). Comprueba que la carpeta existe y que se puede escribir en ella.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/lock.py" line="63"/>
        <source>Verbatim is already open on {folder} (process {owner}).</source>
        <translation>Verbatim ya está abierto con {folder} (proceso {owner}).</translation>
    </message>
    <message>
        <location filename="../../desktop/session/owner.py" line="57"/>
        <source>Verbatim was not closed properly last time, and its journal file ({file}) is missing from {folder}: the most recent changes could not be recovered. Everything that had reached the database is shown. A copy of the database as it was found is at {copy}</source>
        <translation>Verbatim no se cerró correctamente la última vez y falta su archivo de diario ({file}) en {folder}: no se pudieron recuperar los cambios más recientes. Se muestra todo lo que había llegado a la base de datos. Hay una copia de la base de datos tal como se encontró en {copy}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/owner.py" line="67"/>
        <source>Verbatim was not closed properly last time, and its journal file ({file}) is missing from {folder}: the most recent changes could not be recovered. Everything that had reached the database is shown.</source>
        <translation>Verbatim no se cerró correctamente la última vez y falta su archivo de diario ({file}) en {folder}: no se pudieron recuperar los cambios más recientes. Se muestra todo lo que había llegado a la base de datos.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/owner.py" line="104"/>
        <source>Restored the backup {backup}. The conversations as they were before are kept in {kept}.</source>
        <translation>Se restauró la copia de seguridad {backup}. Las conversaciones tal como estaban antes se conservan en {kept}.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/provider_setup.py" line="35"/>
        <source>The server did not answer within 10 seconds.</source>
        <translation>El servidor no respondió en 10 segundos.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/provider_setup.py" line="37"/>
        <source>Verbatim could not test this provider: {error}</source>
        <translation>Verbatim no pudo probar este proveedor: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/providers.py" line="42"/>
        <source>The provider “{name}” this conversation used is no longer set up. Pick a model in the header, then press Retry.</source>
        <translation>El proveedor “{name}” que usaba esta conversación ya no está configurado. Elige un modelo en la parte superior y luego haz clic en Reintentar.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/providers.py" line="51"/>
        <source>No model provider is set up yet. Open Settings → Providers to add one, or start Verbatim with --demo to try it.</source>
        <translation>Todavía no hay ningún proveedor de modelos configurado. Abre Configuración → Proveedores para agregar uno, o inicia Verbatim con --demo para probarlo.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/providers.py" line="60"/>
        <source>Models on this computer are not available in this window.</source>
        <translation>Los modelos en este ordenador no están disponibles en esta ventana.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="425"/>
        <source>The settings at {path} come from a newer Verbatim; defaults are used and the file is left as it is.</source>
        <translation>La configuración de {path} proviene de una versión más reciente de Verbatim; se usan los valores predeterminados y el archivo no se modifica.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="435"/>
        <source>Verbatim could not read its settings at {path} ({error}); defaults are used.</source>
        <translation>Verbatim no pudo leer su configuración en {path} ({error}); se usan los valores predeterminados.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="139"/>
        <source>Offline; changes wait here. {why}</source>
        <translation>Sin conexión; los cambios esperan aquí. {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="146"/>
        <source>Sync waits: {why}</source>
        <translation>Sincronización en espera: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="151"/>
        <source>Sync failed: {error}</source>
        <translation>Error de sincronización: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/sync_service.py" line="224"/>
        <source>%n change(s) waiting to sync</source>
        <translation>
            <numerusform>%n cambio pendiente de sincronizar</numerusform>
            <numerusform>%n cambios pendientes de sincronizar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="225"/>
        <source>Synced</source>
        <translation>Sincronizado</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="15"/>
        <source>This computer has no keyring to keep the password or passphrase in. Set VERBATIM_SYNC_PASSWORD and VERBATIM_SYNC_PASSPHRASE before starting Verbatim instead.</source>
        <translation>Este equipo no tiene un llavero donde guardar la contraseña o la frase secreta. En su lugar, define VERBATIM_SYNC_PASSWORD y VERBATIM_SYNC_PASSPHRASE antes de iniciar Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="64"/>
        <source>The WebDAV password written into the sync address was moved to the keyring and taken out of the settings file.</source>
        <translation>La contraseña de WebDAV escrita en la dirección de sincronización se movió al llavero y se quitó del archivo de configuración.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="68"/>
        <source>The WebDAV password written into the sync address was taken out of the settings file. This computer has no keyring: set VERBATIM_SYNC_PASSWORD before starting Verbatim, or enter the password in Settings → Sync.</source>
        <translation>La contraseña de WebDAV escrita en la dirección de sincronización se quitó del archivo de configuración. Este equipo no tiene llavero: define VERBATIM_SYNC_PASSWORD antes de iniciar Verbatim o escribe la contraseña en Configuración → Sincronización.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="94"/>
        <source>Choose a folder or give a WebDAV address first.</source>
        <translation>Primero elige una carpeta o indica una dirección WebDAV.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/sync_setup.py" line="103"/>
        <source>Reached. Changes from %n device(s) are there.</source>
        <translation>
            <numerusform>Accesible. Hay cambios de %n dispositivo.</numerusform>
            <numerusform>Accesible. Hay cambios de %n dispositivos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="46"/>
        <source>The address of the tool server {name} holds a password or token, which Verbatim does not write into its settings file, and it could not be kept in the keyring ({error}). Set the environment variable {variable} to the whole address before starting Verbatim.</source>
        <translation>La dirección del servidor de herramientas {name} contiene una contraseña o un token, que Verbatim no escribe en su archivo de ajustes, y no se pudo guardar en el llavero ({error}). Define la variable de entorno {variable} con la dirección completa antes de iniciar Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="66"/>
        <source>The tool servers were not changed: Verbatim cannot write its settings in the folder “{folder}” ({why}). Is it read-only?</source>
        <translation>Los servidores de herramientas no se cambiaron: Verbatim no puede escribir su configuración en la carpeta «{folder}» ({why}). ¿Es de solo lectura?</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="91"/>
        <source>There is no tool server named “{name}”.</source>
        <translation>No hay ningún servidor de herramientas llamado “{name}”.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="146"/>
        <source>It offers no tools.</source>
        <translation>No ofrece ninguna herramienta.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="161"/>
        <source>The token for {name} could not be kept in the keyring ({error}). Set the environment variable {variable} before starting Verbatim instead.</source>
        <translation>El token de {name} no se pudo guardar en el llavero ({error}). En su lugar, define la variable de entorno {variable} antes de iniciar Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/transfer_service.py" line="134"/>
        <source>Verbatim could not write {path}: {why}</source>
        <translation>Verbatim no pudo escribir {path}: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/attachment_store.py" line="72"/>
        <source>The attached file “{name}” is missing its contents.</source>
        <translation>Falta el contenido del archivo adjunto “{name}”.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="89"/>
        <source>Verbatim could not make a backup in {folder}: {why}. Nothing was changed in your conversations; free some space on the disk and try again.</source>
        <translation>Verbatim no pudo crear una copia de seguridad en {folder}: {why}. Tus conversaciones no cambiaron; libera espacio en el disco y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="128"/>
        <source>There is no backup at {path}.</source>
        <translation>No hay ninguna copia de seguridad en {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="141"/>
        <source>The backup {path} is damaged and cannot be restored ({why}). Nothing was changed.</source>
        <translation>La copia de seguridad {path} está dañada y no se puede restaurar ({why}). No se cambió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="150"/>
        <source>The backup {path} is damaged and cannot be restored. Nothing was changed.</source>
        <translation>La copia de seguridad {path} está dañada y no se puede restaurar. No se cambió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="159"/>
        <source>The backup {path} was made by a newer Verbatim. Nothing was changed.</source>
        <translation>La copia de seguridad {path} la creó una versión más reciente de Verbatim. No se cambió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="164"/>
        <source>The backup {path} was made by Verbatim {writer}, newer than this one ({this}); install Verbatim {writer} or later to restore it. Nothing was changed.</source>
        <translation>La copia de seguridad {path} la hizo Verbatim {writer}, más reciente que este ({this}); instale Verbatim {writer} o posterior para restaurarla. No se ha cambiado nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="202"/>
        <source>Verbatim could not restore {path}: {why}. Nothing was changed.</source>
        <translation>Verbatim no pudo restaurar {path}: {why}. No se cambió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="81"/>
        <source>Verbatim cannot open its database at {path}: {error}. Check that the file and its folder can be read.</source>
        <translation>Verbatim no puede abrir su base de datos en {path}: {error}. Comprueba que se pueden leer el archivo y su carpeta.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="131"/>
        <source>The database at {path} was written by a newer version of Verbatim (format {version}; this version knows up to {SCHEMA_VERSION}). Please update Verbatim. The file has not been changed.</source>
        <translation>La base de datos en {path} la escribió una versión más reciente de Verbatim (formato {version}; esta versión admite hasta el {SCHEMA_VERSION}). Actualiza Verbatim. El archivo no se modificó.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="113"/>
        <source>Verbatim&apos;s database at {path} is damaged and cannot be read. Nothing was changed. Start Verbatim&apos;s window: it keeps the damaged file aside, starts afresh and tells you where the copy is.</source>
        <translation>La base de datos de Verbatim en {path} está dañada y no se puede leer. No se cambió nada. Abre la ventana de Verbatim: apartará el archivo dañado, empezará de cero y te dirá dónde está la copia.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="142"/>
        <source>The database at {path} was written by Verbatim {writer}, which is newer than this Verbatim {this} (its store format {version}; this one reads up to {SCHEMA_VERSION}). Install Verbatim {writer} or later to open it. The file has not been changed.</source>
        <translation>La base de datos en {path} la escribió Verbatim {writer}, más reciente que este Verbatim {this} (su formato de almacenamiento es {version}; este lee hasta el {SCHEMA_VERSION}). Instale Verbatim {writer} o posterior para abrirla. El archivo no se ha modificado.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="159"/>
        <source>Verbatim cannot open its database at {path} ({error}). Check that the folder is writable and the disk is not full; nothing was changed.</source>
        <translation>Verbatim no puede abrir su base de datos en {path} ({error}). Comprueba que se puede escribir en la carpeta y que el disco no está lleno; no se cambió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="186"/>
        <source>This version of Verbatim needs to update its database, and first keeps a copy of it, but the copy could not be made ({error}). Nothing was changed. Free some space on the disk, or check the folder {folder} can be written, then start Verbatim again.</source>
        <translation>Esta versión de Verbatim necesita actualizar su base de datos y antes hace una copia, pero no se pudo crear la copia ({error}). No se cambió nada. Libera espacio en el disco o comprueba que se puede escribir en la carpeta {folder} y vuelve a iniciar Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="218"/>
        <source>Verbatim could not update its database to this version ({error}). Nothing was lost: the database is as it was before, and a copy is also kept at {backup}. Your previous version of Verbatim still opens it. Free some disk space if the disk is full and start again; otherwise please report this problem.</source>
        <translation>Verbatim no pudo actualizar su base de datos a esta versión ({error}). No se perdió nada: la base de datos está como antes y además hay una copia en {backup}. Tu versión anterior de Verbatim todavía puede abrirla. Si el disco está lleno, libera espacio y vuelve a iniciar Verbatim; si no, informa sobre este problema.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="228"/>
        <source>Verbatim could not update its database to this version ({error}). Nothing was lost: your conversations as they were before are kept at {backup}. Free some disk space if the disk is full and start again; otherwise please report this problem.</source>
        <translation>Verbatim no pudo actualizar su base de datos a esta versión ({error}). No se perdió nada: tus conversaciones tal como estaban antes se conservan en {backup}. Si el disco está lleno, libera espacio y vuelve a iniciar Verbatim; si no, informa sobre este problema.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="311"/>
        <source>Verbatim cannot create its data folder {folder}: {reason}. Choose another folder with --data-dir or fix its permissions.</source>
        <translation>Verbatim no puede crear su carpeta de datos {folder}: {reason}. Elige otra carpeta con --data-dir o corrige sus permisos.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="323"/>
        <source>Verbatim expected a database file at {path} but found a folder. Move it away or choose another folder with --data-dir.</source>
        <translation>Verbatim esperaba un archivo de base de datos en {path}, pero encontró una carpeta. Muévela a otro lugar o elige otra carpeta con --data-dir.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="344"/>
        <source>Verbatim&apos;s database was damaged and could not be read. It was kept as {moved} and a new, empty one was started. Nothing was deleted.</source>
        <translation>La base de datos de Verbatim estaba dañada y no se pudo leer. Se guardó como {moved} y se empezó una nueva vacía. No se eliminó nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="353"/>
        <source>Verbatim updated its database; a copy of the old one is at {path}.</source>
        <translation>Verbatim actualizó su base de datos; hay una copia de la anterior en {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="377"/>
        <source>Verbatim&apos;s database at {path} lacks parts this version needs ({missing}). Nothing was changed. Restore a backup (Settings → Backups, or verbatim restore), or report this problem.</source>
        <translation>A la base de datos de Verbatim en {path} le faltan partes que esta versión necesita ({missing}). No se cambió nada. Restaura una copia de seguridad (Configuración → Copias de seguridad, o verbatim restore) o informa sobre este problema.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="24"/>
        <source>Verbatim could not save to {path}: the disk is full. Free some space; Verbatim keeps the text and will try again.</source>
        <translation>Verbatim no pudo guardar en {path}: el disco está lleno. Libera espacio; Verbatim conserva el texto y lo volverá a intentar.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="30"/>
        <source>Verbatim could not save to {path}: the data folder is read-only. Check its permissions; Verbatim keeps the text and will try again.</source>
        <translation>Verbatim no pudo guardar en {path}: la carpeta de datos es de solo lectura. Revisa sus permisos; Verbatim conserva el texto y lo volverá a intentar.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="36"/>
        <source>Verbatim could not save to {path}: another program is holding the database. Verbatim will try again.</source>
        <translation>Verbatim no pudo guardar en {path}: otro programa está bloqueando la base de datos. Verbatim lo volverá a intentar.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="42"/>
        <source>Verbatim could not save to {path}: SQLite said: {said}. Verbatim keeps the text and will try again.</source>
        <translation>Verbatim no pudo guardar en {path}: SQLite indicó: {said}. Verbatim conserva el texto y lo volverá a intentar.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="52"/>
        <source>This file cannot be imported: {where} {why}. Nothing was changed.</source>
        <translation>Este archivo no se puede importar: {where} {why}. No se cambió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="96"/>
        <source>the zip</source>
        <translation>el archivo zip</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="96"/>
        <source>has no conversations.json (is it a data export?)</source>
        <translation>no contiene conversations.json (¿es una exportación de datos?)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="105"/>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="129"/>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="142"/>
        <source>the file</source>
        <translation>el archivo</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="105"/>
        <source>could not be read ({why})</source>
        <translation>no se pudo leer ({why})</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="114"/>
        <source>conversations.json</source>
        <translation>conversations.json</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="114"/>
        <source>is larger than 4 GB</source>
        <translation>ocupa más de 4 GB</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="129"/>
        <source>is not a conversations export (no JSON list)</source>
        <translation>no es una exportación de conversaciones (no hay una lista JSON)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="142"/>
        <source>is neither a ChatGPT nor a Claude export</source>
        <translation>no es una exportación de ChatGPT ni de Claude</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="54"/>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="17"/>
        <source>conversation {n}</source>
        <translation>la conversación {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="56"/>
        <source>has no message tree (mapping)</source>
        <translation>no tiene árbol de mensajes (mapping)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="59"/>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="22"/>
        <source>has no id</source>
        <translation>no tiene identificador</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="61"/>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="24"/>
        <source>conversation {n} (“{title}”)</source>
        <translation>la conversación {n} (“{title}”)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="130"/>
        <source>has a node {node} that is not an object</source>
        <translation>tiene un nodo {node} que no es un objeto</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="133"/>
        <source>has a node whose parent {parent} is missing</source>
        <translation>tiene un nodo cuyo padre {parent} no existe</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="136"/>
        <source>has no first message (its tree is a loop)</source>
        <translation>no tiene primer mensaje (su árbol forma un ciclo)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="76"/>
        <source>has a node {node} reached twice (a loop)</source>
        <translation>llega dos veces al nodo {node} (un ciclo)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="105"/>
        <source>has messages that no path from its start reaches</source>
        <translation>tiene mensajes a los que no llega ningún camino desde el inicio</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="199"/>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="206"/>
        <source>it claims more pixels than any real picture</source>
        <translation>indica más píxeles de los que tiene cualquier imagen real</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="201"/>
        <source>it is not a picture Verbatim can read</source>
        <translation>no es una imagen que Verbatim pueda leer</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="204"/>
        <source>it is not a PNG, JPEG, WebP or GIF picture</source>
        <translation>no es una imagen PNG, JPEG, WebP ni GIF</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="19"/>
        <source>has no list of messages (chat_messages)</source>
        <translation>no tiene lista de mensajes (chat_messages)</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="34"/>
        <source>has a message {n} without an id</source>
        <translation>tiene un mensaje {n} sin identificador</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="37"/>
        <source>has a message {n} from “{sender}”</source>
        <translation>tiene un mensaje {n} de “{sender}”</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="112"/>
        <source>has messages that answer each other in a loop</source>
        <translation>tiene mensajes que se responden entre sí en un ciclo</translation>
    </message>
    <message>
        <location filename="../../desktop/store/journal.py" line="85"/>
        <location filename="../../desktop/store/repository.py" line="358"/>
        <location filename="../../desktop/store/tool_store.py" line="101"/>
        <location filename="../../desktop/store/tool_store.py" line="107"/>
        <source>That answer was deleted.</source>
        <translation>Esa respuesta se eliminó.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/tool_store.py" line="27"/>
        <source>Verbatim closed before this tool call finished.</source>
        <translation>Verbatim se cerró antes de que terminara esta llamada a la herramienta.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/tool_store.py" line="29"/>
        <source>Verbatim closed before it was allowed to run.</source>
        <translation>Verbatim se cerró antes de que se permitiera ejecutarla.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="288"/>
        <source>The import was cancelled. Nothing was added.</source>
        <translation>Se canceló la importación. No se agregó nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="171"/>
        <source>This file cannot be imported: it holds more projects than Verbatim keeps ({limit} in all; {here} here already). Nothing was changed.</source>
        <translation>Este archivo no se puede importar: contiene más proyectos de los que Verbatim guarda ({limit} en total; {here} ya aquí). No se cambió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="185"/>
        <source>This file cannot be imported: reading it needed more memory than this computer gave Verbatim. Nothing was changed.</source>
        <translation>Este archivo no se puede importar: leerlo necesitaba más memoria de la que este equipo dio a Verbatim. No se ha cambiado nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="300"/>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="302"/>
        <source>the data folder is read-only</source>
        <translation>la carpeta de datos es de solo lectura</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="308"/>
        <source>Verbatim could not import into {path}: {why}. Nothing was added; free some space or fix the folder, then try again.</source>
        <translation>Verbatim no pudo importar en {path}: {why}. No se agregó nada; libera espacio o corrige el problema de la carpeta y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="134"/>
        <source>Sent {sent} and {deletes} in {files} ({size}); received {received} from {incoming}.</source>
        <translation>Enviado: {sent} y {deletes} en {files} ({size}); recibido: {received} de {incoming}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/round.py" line="136"/>
        <source>%n delete(s)</source>
        <translation>
            <numerusform>%n eliminación</numerusform>
            <numerusform>%n eliminaciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/cli/history.py" line="100"/>
        <location filename="../../desktop/sync/round.py" line="137"/>
        <location filename="../../desktop/sync/round.py" line="140"/>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="215"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n archivo</numerusform>
            <numerusform>%n archivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/round.py" line="138"/>
        <location filename="../../desktop/sync/transport.py" line="258"/>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="108"/>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="54"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="196"/>
        <source>A change file from another device is incomplete or damaged ({name}); it is tried again next time.</source>
        <translation>Un archivo de cambios de otro dispositivo está incompleto o dañado ({name}); se volverá a intentar la próxima vez.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="232"/>
        <source>The sync passphrase does not open the changes from another device. Check the passphrase. Nothing was changed.</source>
        <translation>La frase secreta de sincronización no abre los cambios de otro dispositivo. Revisa la frase secreta. No se cambió nada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/applying.py" line="109"/>
        <source>Skipped %n change(s) from other devices that came before what they need (an earlier message, their conversation or their files): {limit} changes wait for theirs already, as many as Verbatim keeps.</source>
        <translation>
            <numerusform>Se omitió %n cambio de otros dispositivos que llegó antes de lo que necesita (un mensaje anterior, su conversación o sus archivos): {limit} cambios ya esperan lo suyo, tantos como Verbatim guarda.</numerusform>
            <numerusform>Se omitieron %n cambios de otros dispositivos que llegaron antes de lo que necesitan (un mensaje anterior, su conversación o sus archivos): {limit} cambios ya esperan lo suyo, tantos como Verbatim guarda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="42"/>
        <source>Dropped %n change(s) from other devices that waited {days} days for what they need (an earlier message, their conversation or their files).</source>
        <translation>
            <numerusform>Se descartó %n cambio de otros dispositivos que esperó {days} días lo que necesita (un mensaje anterior, su conversación o sus archivos).</numerusform>
            <numerusform>Se descartaron %n cambios de otros dispositivos que esperaron {days} días lo que necesitan (un mensaje anterior, su conversación o sus archivos).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/usable.py" line="110"/>
        <source>A change file from device {device} ({name}) could not be read and was skipped: {why}.</source>
        <translation>No se pudo leer un archivo de cambios del dispositivo {device} ({name}) y se omitió: {why}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="148"/>
        <source>Skipped %n change(s) from device {device}: not in the shape of a change.</source>
        <translation>
            <numerusform>Se omitió %n cambio del dispositivo {device}: no tiene la forma de un cambio.</numerusform>
            <numerusform>Se omitieron %n cambios del dispositivo {device}: no tienen la forma de un cambio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="157"/>
        <source>Skipped %n change(s) from device {device}: their time is unreadable.</source>
        <translation>
            <numerusform>Se omitió %n cambio del dispositivo {device}: su hora no se puede leer.</numerusform>
            <numerusform>Se omitieron %n cambios del dispositivo {device}: su hora no se puede leer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="166"/>
        <source>Held until their time comes: %n change(s) from device {device}, dated more than an hour ahead of this computer&apos;s clock. Check the clocks of both computers.</source>
        <translation>
            <numerusform>En espera hasta su hora: %n cambio del dispositivo {device}, con fecha de más de una hora por delante del reloj de este equipo. Revisa los relojes de ambos equipos.</numerusform>
            <numerusform>En espera hasta su hora: %n cambios del dispositivo {device}, con fecha de más de una hora por delante del reloj de este equipo. Revisa los relojes de ambos equipos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/applying.py" line="138"/>
        <location filename="../../desktop/sync/applying.py" line="289"/>
        <source>A change from another device was refused: {why}</source>
        <translation>Se rechazó un cambio de otro dispositivo: {why}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/applying.py" line="368"/>
        <source>Skipped %n project(s) from other devices: Verbatim keeps at most {limit}.</source>
        <translation>
            <numerusform>Se omitió %n proyecto de otros dispositivos: Verbatim guarda como máximo {limit}.</numerusform>
            <numerusform>Se omitieron %n proyectos de otros dispositivos: Verbatim guarda como máximo {limit}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/applying.py" line="400"/>
        <source>a project waits for files that have not come, and {limit} changes wait for theirs already, as many as Verbatim keeps</source>
        <translation>un proyecto espera archivos que no han llegado, y {limit} cambios ya esperan lo suyo, tantos como Verbatim guarda</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="435"/>
        <source>Another computer syncs a copy of this data folder under the same identity; this one now uses a new one, and nothing was lost.</source>
        <translation>Otro equipo sincroniza una copia de esta carpeta de datos con la misma identidad; este equipo ahora usa una nueva y no se perdió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="148"/>
        <location filename="../../desktop/sync/transport.py" line="120"/>
        <location filename="../../desktop/sync/transport.py" line="130"/>
        <location filename="../../desktop/sync/transport.py" line="377"/>
        <source>it is larger than any change file may be</source>
        <translation>es más grande de lo que puede ser un archivo de cambios</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="152"/>
        <source>it is encrypted, and this device has no sync passphrase</source>
        <translation>está cifrado y este dispositivo no tiene frase secreta de sincronización</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="164"/>
        <source>it does not open with this device&apos;s passphrase: it was altered, or that device uses another passphrase</source>
        <translation>no se abre con la frase secreta de este dispositivo: se alteró, o ese dispositivo usa otra frase secreta</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="173"/>
        <source>it is not encrypted, while this device syncs with a passphrase (someone without the passphrase may have written it)</source>
        <translation>no está cifrado, aunque este dispositivo sincroniza con una frase secreta (puede que lo haya escrito alguien que no tiene la frase secreta)</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="179"/>
        <source>it is not a Verbatim change file</source>
        <translation>no es un archivo de cambios de Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="221"/>
        <source>it inflates to more than any change file may hold</source>
        <translation>al descomprimirse ocupa más de lo que puede contener un archivo de cambios</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="218"/>
        <source>its compression is damaged ({error})</source>
        <translation>su compresión está dañada ({error})</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="131"/>
        <source>it holds more than {count} values, more than any change file may</source>
        <translation>contiene más de {count} valores, más de los que puede contener un archivo de cambios</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="216"/>
        <source>it is cut short</source>
        <translation>está truncado</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="139"/>
        <source>a line of it cannot be read: {why}</source>
        <translation>no se puede leer una de sus líneas: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="136"/>
        <source>it holds something that is not a change</source>
        <translation>contiene algo que no es un cambio</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="35"/>
        <source>This sync round took longer than {minutes} and stopped; what it received is kept, and the next round goes on from there.</source>
        <translation>Esta ronda de sincronización tardó más de {minutes} y se detuvo; lo que recibió se conserva y la siguiente ronda continúa desde ahí.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/transport.py" line="37"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="86"/>
        <source>The sync folder {folder} is not there (is its drive connected?).</source>
        <translation>No se encuentra la carpeta de sincronización {folder} (¿está conectada su unidad?).</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="98"/>
        <source>The sync folder {folder} cannot be read: {error}.</source>
        <translation>No se puede leer la carpeta de sincronización {folder}: {error}.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="118"/>
        <source>it is not a plain file (a link, a device or a pipe)</source>
        <translation>no es un archivo normal (es un enlace, un dispositivo o una canalización)</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="128"/>
        <source>it cannot be read ({error})</source>
        <translation>no se puede leer ({error})</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="151"/>
        <source>The sync folder {folder} refused a change file: {error}.</source>
        <translation>La carpeta de sincronización {folder} rechazó un archivo de cambios: {error}.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="206"/>
        <source>This computer&apos;s settings send connections through a proxy Verbatim cannot use for sync ({proxy}); only http and https proxies work. Nothing was changed.</source>
        <translation>La configuración de este ordenador envía las conexiones a través de un proxy que Verbatim no puede usar para sincronizar ({proxy}); solo funcionan los proxies http y https. No se cambió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="234"/>
        <source>The WebDAV server at {url} could not {doing}: {detail}</source>
        <translation>El servidor WebDAV en {url} no pudo {doing}: {detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="244"/>
        <source>The WebDAV server at {url} cannot be reached: {detail}</source>
        <translation>No se puede acceder al servidor WebDAV en {url}: {detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="254"/>
        <source>The WebDAV server at {url} was too slow to {doing}: it sent less than {rate} a second. Nothing was lost; the next round tries again.</source>
        <translation>El servidor WebDAV en {url} fue demasiado lento para {doing}: enviaba menos de {rate} por segundo. No se perdió nada; la siguiente ronda lo intentará de nuevo.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="297"/>
        <source>The WebDAV server at {url} refused the user name or password.</source>
        <translation>El servidor WebDAV en {url} rechazó el nombre de usuario o la contraseña.</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="302"/>
        <source>the server is out of space (its quota is full)</source>
        <translation>el servidor no tiene espacio (su cuota está llena)</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="307"/>
        <source>it sent Verbatim to {target} (HTTP {status}); use that address instead</source>
        <translation>redirigió a Verbatim a {target} (HTTP {status}); usa esa dirección en su lugar</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="326"/>
        <source>its answer is longer than {size} bytes, more than any sync folder&apos;s list</source>
        <translation>su respuesta supera los {size} bytes, más que la lista de cualquier carpeta de sincronización</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="335"/>
        <source>its answer declares XML entities, which Verbatim does not expand</source>
        <translation>su respuesta declara entidades XML, que Verbatim no expande</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="349"/>
        <source>its answer nests too deep</source>
        <translation>su respuesta está anidada a demasiada profundidad</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="36"/>
        <source>A tool server&apos;s name is one word of letters, digits, dots, dashes or underscores (at most 40), such as “time”.</source>
        <translation>El nombre de un servidor de herramientas es una sola palabra de letras, dígitos, puntos, guiones o guiones bajos (40 como máximo), como “time”.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="40"/>
        <source>There is already a tool server named “{name}”.</source>
        <translation>Ya hay un servidor de herramientas llamado “{name}”.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="42"/>
        <source>Give either a command to start, or an http(s) address, not both.</source>
        <translation>Indica un comando para iniciar o una dirección http(s), pero no ambos.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="44"/>
        <source>A tool server&apos;s address starts with http:// or https://.</source>
        <translation>La dirección de un servidor de herramientas empieza con http:// o https://.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="121"/>
        <source>This computer has no keyring Verbatim can use.</source>
        <translation>Este equipo no tiene un llavero que Verbatim pueda usar.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="115"/>
        <source>Verbatim is closing; tools are stopped.</source>
        <translation>Verbatim se está cerrando; las herramientas se detuvieron.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="290"/>
        <source>The tool server “{name}” did not start within {seconds} seconds.</source>
        <translation>El servidor de herramientas “{name}” no se inició en {seconds} segundos.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="315"/>
        <source>The address of the tool server “{name}” holds a password or token, and it is not in this computer&apos;s keyring. Set the environment variable {variable} to the whole address before starting Verbatim, or add the server again.</source>
        <translation>La dirección del servidor de herramientas «{name}» contiene una contraseña o un token que no está en el llavero de este ordenador. Define la variable de entorno {variable} con la dirección completa antes de iniciar Verbatim, o vuelve a añadir el servidor.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="382"/>
        <source>The tool server “{name}” could not be started ({command}).</source>
        <translation>No se pudo iniciar el servidor de herramientas “{name}” ({command}).</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="388"/>
        <source>The tool server “{name}” at {url} did not answer.</source>
        <translation>El servidor de herramientas “{name}” en {url} no respondió.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="399"/>
        <source>The tool server “{name}” is not set up.</source>
        <translation>El servidor de herramientas “{name}” no está configurado.</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="414"/>
        <source>The tool server “{name}” stopped while it ran. {detail}</source>
        <translation>El servidor de herramientas “{name}” se detuvo mientras se ejecutaba. {detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="422"/>
        <source>The tool failed: {detail}</source>
        <translation>La herramienta falló: {detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="32"/>
        <source>[A picture: {mime}, {width}×{height}, {size}]</source>
        <translation>[Una imagen: {mime}, {width}×{height}, {size}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="45"/>
        <source>[A picture Verbatim cannot read: {mime}]</source>
        <translation>[Una imagen que Verbatim no puede leer: {mime}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="57"/>
        <source>[A sound: {mime}, {size}]</source>
        <translation>[Un audio: {mime}, {size}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="65"/>
        <source>[A file: {uri}, {size}]</source>
        <translation>[Un archivo: {uri}, {size}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="70"/>
        <source>[A link to {name}: {uri}]</source>
        <translation>[Un enlace a {name}: {uri}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="71"/>
        <source>[Something Verbatim cannot show: {kind}]</source>
        <translation>[Algo que Verbatim no puede mostrar: {kind}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/stdio.py" line="51"/>
        <source>The tool server sent a message larger than {limit} MB; Verbatim did not read it.</source>
        <translation>El servidor de herramientas envió un mensaje de más de {limit} MB; Verbatim no lo leyó.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="31"/>
        <location filename="../../desktop/ui/header/header_part.py" line="82"/>
        <source>About Verbatim</source>
        <translation>Acerca de Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="47"/>
        <source>Version {version}</source>
        <translation>Versión {version}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="48"/>
        <source>Store format {number}</source>
        <translation>Formato de almacenamiento {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="50"/>
        <source>Local engine: llama-cpp-python {version}</source>
        <translation>Motor local: llama-cpp-python {version}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="60"/>
        <source>A chat client for language models that keeps every word you saw.</source>
        <translation>Un cliente de chat para modelos de lenguaje que conserva cada palabra que viste.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="63"/>
        <source>Your conversations are stored in:</source>
        <translation>Tus conversaciones se guardan en:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="70"/>
        <location filename="../../desktop/ui/dialogs/about.py" line="71"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="105"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="18"/>
        <source>Slide {n}</source>
        <translation>Diapositiva {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="19"/>
        <source>Sheet {n}</source>
        <translation>Hoja {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="20"/>
        <source>Chapter {n}</source>
        <translation>Capítulo {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="21"/>
        <source>Part {n}</source>
        <translation>Parte {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="23"/>
        <source>Page {n}</source>
        <translation>Página {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="29"/>
        <source>%n slide(s)</source>
        <translation>
            <numerusform>%n diapositiva</numerusform>
            <numerusform>%n diapositivas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="30"/>
        <source>%n sheet(s)</source>
        <translation>
            <numerusform>%n hoja</numerusform>
            <numerusform>%n hojas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="31"/>
        <source>%n chapter(s)</source>
        <translation>
            <numerusform>%n capítulo</numerusform>
            <numerusform>%n capítulos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="32"/>
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n parte</numerusform>
            <numerusform>%n partes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="34"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n página</numerusform>
            <numerusform>%n páginas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="90"/>
        <source>{pages} · no text (scanned pages)</source>
        <translation>{pages} · sin texto (páginas escaneadas)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="92"/>
        <source>{pages} · no text</source>
        <translation>{pages} · sin texto</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/documents/attachment_view.py" line="94"/>
        <source>{words} word(s)</source>
        <translation>
            <numerusform>{words} palabra</numerusform>
            <numerusform>{words} palabras</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="100"/>
        <source>{pages} · {words} (read from the picture)</source>
        <translation>{pages} · {words} (leídas de la imagen)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="102"/>
        <source>{pages} · {words} (read from the scan)</source>
        <translation>{pages} · {words} (leídas del escaneo)</translation>
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
        <translation>Enviada al modelo en {w}×{h} (se conserva la original, de {ow}×{oh}).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="166"/>
        <source>Open {name}</source>
        <translation>Abrir {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="175"/>
        <location filename="../../desktop/ui/documents/file_reading.py" line="54"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="107"/>
        <source>Remove {name}</source>
        <translation>Quitar {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="242"/>
        <source>This file&apos;s contents are not in the store.</source>
        <translation>El contenido de este archivo no está guardado.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="33"/>
        <source>daily</source>
        <translation>diaria</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="34"/>
        <source>before an import</source>
        <translation>antes de una importación</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="35"/>
        <source>before a restore</source>
        <translation>antes de una restauración</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="53"/>
        <source>A copy is made each day you use Verbatim, and before every import. The newest of each of the last 7 days and 4 weeks is kept, in {folder}.</source>
        <translation>Se hace una copia cada día que usas Verbatim y antes de cada importación. Se conserva la más reciente de cada uno de los últimos 7 días y de las últimas 4 semanas, en {folder}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="60"/>
        <source>No backups yet. Back up now makes the first one.</source>
        <translation>Aún no hay copias. Hacer copia ahora crea la primera.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="61"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="104"/>
        <source>Backups</source>
        <translation>Copias de seguridad</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="61"/>
        <source>The copies, newest first</source>
        <translation>Las copias, la más reciente primero</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="65"/>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="66"/>
        <source>Back up now</source>
        <translation>Hacer copia ahora</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="68"/>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="69"/>
        <source>Restore…</source>
        <translation>Restaurar…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="69"/>
        <source>Put the chosen copy back</source>
        <translation>Restaurar la copia elegida</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="98"/>
        <source>Backed up to {path}</source>
        <translation>Copia guardada en {path}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="115"/>
        <source>Restore the backup of {when}?</source>
        <translation>¿Restaurar la copia de seguridad del {when}?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="117"/>
        <source>Your conversations will be as they were then. Verbatim puts the copy in place the next time it starts; the conversations as they are now are kept as a backup too.</source>
        <translation>Tus conversaciones volverán a estar como estaban entonces. Verbatim colocará la copia la próxima vez que se inicie; las conversaciones tal como están ahora también se guardan como copia de seguridad.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="121"/>
        <source>Restore at next start</source>
        <translation>Restaurar al próximo inicio</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="215"/>
        <location filename="../../desktop/ui/composer/composer_view.py" line="127"/>
        <source>Attach files</source>
        <translation>Adjuntar archivos</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="128"/>
        <source>Attach pictures or text files (or paste or drop them here)</source>
        <translation>Adjuntar imágenes o archivos de texto (o pegarlos o soltarlos aquí)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="144"/>
        <source>Message Verbatim…</source>
        <translation>Escribe a Verbatim…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="146"/>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="146"/>
        <source>Enter sends, Shift+Enter adds a line, Esc stops</source>
        <translation>Enter envía, Shift+Enter agrega una línea, Esc detiene</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="264"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="264"/>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="265"/>
        <source>Stop the answer (Esc)</source>
        <translation>Detener la respuesta (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="265"/>
        <source>Send the message (Enter)</source>
        <translation>Enviar el mensaje (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="283"/>
        <source>Web search (no provider chosen)</source>
        <translation>Búsqueda web (ningún proveedor elegido)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="285"/>
        <source>No search provider is chosen yet. Click to choose one in Settings → Web search.</source>
        <translation>Aún no has elegido ningún proveedor de búsqueda. Haz clic para elegir uno en Configuración → Búsqueda web.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="291"/>
        <source>Web search: on</source>
        <translation>Búsqueda web: activada</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="292"/>
        <source>The next question searches the web. Click to send it without search.</source>
        <translation>La próxima pregunta buscará en la web. Haz clic para enviarla sin búsqueda.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="296"/>
        <source>Web search: off</source>
        <translation>Búsqueda web: desactivada</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="297"/>
        <source>Click to search the web for the next question.</source>
        <translation>Haz clic para buscar en la web para la próxima pregunta.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="318"/>
        <source>Stop dictating</source>
        <translation>Dejar de dictar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="318"/>
        <source>Dictate</source>
        <translation>Dictar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="319"/>
        <source>Stop listening; the words stay in the message (Ctrl+Shift+D)</source>
        <translation>Dejar de escuchar; las palabras se quedan en el mensaje (Ctrl+Mayús+D)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="321"/>
        <source>Speak instead of typing, recognised on this computer (Ctrl+Shift+D)</source>
        <translation>Habla en lugar de escribir, reconocido en este ordenador (Ctrl+Mayús+D)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="338"/>
        <source>Stop hands-free conversation</source>
        <translation>Detener la conversación manos libres</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="339"/>
        <source>Stop listening; what was said stays in the message</source>
        <translation>Dejar de escuchar; lo dicho se queda en el mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="342"/>
        <source>Speak, and a pause sends; each answer is read aloud, and speaking again interrupts it. Best with headphones</source>
        <translation>Hable y una pausa envía; cada respuesta se lee en voz alta y volver a hablar la interrumpe. Mejor con auriculares</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="357"/>
        <source>Editing an earlier message: Enter sends it as a new version, Esc cancels.</source>
        <translation>Editando un mensaje anterior: Enter lo envía como una versión nueva, Esc cancela.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="189"/>
        <source>Save the tool&apos;s output</source>
        <translation>Guardar la salida de la herramienta</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="201"/>
        <source>The output could not be saved: {error}</source>
        <translation>No se pudo guardar la salida: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="204"/>
        <source>Saved the tool&apos;s output as {path}.</source>
        <translation>Salida de la herramienta guardada como {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="220"/>
        <source>Pictures, documents and text files (*.png *.jpg *.jpeg *.webp *.gif *.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv *.txt *.json *.py *.js *.ts *.css *.xml *.yaml *.yml *.toml *.log)</source>
        <translation>Imágenes, documentos y archivos de texto (*.png *.jpg *.jpeg *.webp *.gif *.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv *.txt *.json *.py *.js *.ts *.css *.xml *.yaml *.yml *.toml *.log)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="225"/>
        <source>Documents (*.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv)</source>
        <translation>Documentos (*.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="228"/>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="168"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="382"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="246"/>
        <source>Finish or cancel the edit first (Esc): an edited message keeps its own files.</source>
        <translation>Primero termina o cancela la edición (Esc): un mensaje editado conserva sus propios archivos.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="268"/>
        <source>Attach the page at {host} as a source?</source>
        <translation>¿Adjuntar la página de {host} como fuente?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="269"/>
        <source>Attach page</source>
        <translation>Adjuntar página</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/confirm.py" line="44"/>
        <location filename="../../desktop/ui/dialogs/confirm.py" line="47"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="94"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="226"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="52"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="55"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/context_meter.py" line="120"/>
        <source>About {used} of the {limit} tokens this model reads. When a conversation is longer, the oldest messages after your first one are left out (the system prompt and your first message always go), and the answer says so.</source>
        <translation>Unos {used} de los {limit} tokens que lee este modelo. Si una conversación es más larga, se omiten los mensajes más antiguos posteriores a tu primer mensaje (las instrucciones del sistema y tu primer mensaje siempre se envían), y la respuesta lo indica.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/context_meter.py" line="125"/>
        <source>Context used</source>
        <translation>Contexto usado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="49"/>
        <source>Pinned</source>
        <translation>Fijadas</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="50"/>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="51"/>
        <source>Yesterday</source>
        <translation>Ayer</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="52"/>
        <source>Previous 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="53"/>
        <source>Previous 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="54"/>
        <source>Projects</source>
        <translation>Proyectos</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="213"/>
        <source>Project {name}, %n conversation(s)</source>
        <translation>
            <numerusform>Proyecto {name}, %n conversación</numerusform>
            <numerusform>Proyecto {name}, %n conversaciones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="74"/>
        <location filename="../../desktop/ui/header/header_part.py" line="73"/>
        <location filename="../../desktop/ui/header/header_part.py" line="158"/>
        <source>Conversation setup</source>
        <translation>Ajustes de la conversación</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="81"/>
        <source>How this conversation is answered. New conversations start from the defaults in Settings.</source>
        <translation>Cómo se responde en esta conversación. Las conversaciones nuevas empiezan con los valores predeterminados de Configuración.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="90"/>
        <source>Preset</source>
        <translation>Plantilla</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="90"/>
        <source>Fill the fields from a saved preset</source>
        <translation>Completar los campos con una plantilla guardada</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="92"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="93"/>
        <source>Delete preset</source>
        <translation>Eliminar plantilla</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="93"/>
        <source>Delete the chosen preset</source>
        <translation>Eliminar la plantilla elegida</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="106"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="107"/>
        <location filename="../../desktop/ui/header/model_picker.py" line="36"/>
        <location filename="../../desktop/ui/transcript/message_parts.py" line="56"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="144"/>
        <source>As much as free memory holds</source>
        <translation>Lo que quepa en la memoria libre</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="147"/>
        <source>How many tokens this model reads at most. Left as it is, Verbatim starts the model with as many as this computer&apos;s free memory holds.</source>
        <translation>Cuántos tokens lee este modelo como máximo. Si lo dejas así, Verbatim inicia el modelo con tantos como quepan en la memoria libre de este equipo.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="152"/>
        <source>As the server says</source>
        <translation>Según el servidor</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="155"/>
        <source>How many tokens this model reads at most. A model on this computer, or on Ollama, is run with it. Elsewhere, set it when the server does not say, or says more than it was started with.</source>
        <translation>Cuántos tokens lee este modelo como máximo. Un modelo en este ordenador, o en Ollama, se ejecuta con este valor. En otros casos, indícalo si el servidor no lo dice o si dice más de lo que se cargó al iniciarlo.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="106"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="112"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="113"/>
        <source>Context length (tokens)</source>
        <translation>Longitud del contexto (tokens)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="116"/>
        <source>Instructions for this conversation</source>
        <translation>Instrucciones para esta conversación</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="121"/>
        <source>Preset name, for example Coder</source>
        <translation>Nombre de la plantilla, por ejemplo Programador</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="122"/>
        <source>Preset name</source>
        <translation>Nombre de la plantilla</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="124"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="125"/>
        <source>Save as preset</source>
        <translation>Guardar como plantilla</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="125"/>
        <source>Keep these fields under the name</source>
        <translation>Guardar estos campos con el nombre</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="164"/>
        <source>No preset</source>
        <translation>Sin plantilla</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="96"/>
        <source>Close Verbatim and open it again to finish restoring {name}.</source>
        <translation>Cierra Verbatim y vuelve a abrirlo para terminar de restaurar {name}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="105"/>
        <source>Export conversations</source>
        <translation>Exportar conversaciones</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="108"/>
        <source>Markdown, to read (*.md)</source>
        <translation>Markdown, para leer (*.md)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="109"/>
        <source>A web page that opens in any browser (*.html)</source>
        <translation>Una página web que se abre en cualquier navegador (*.html)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="110"/>
        <source>Verbatim JSON, complete: imports back with nothing lost (*.json)</source>
        <translation>JSON de Verbatim, completo: se vuelve a importar sin perder nada (*.json)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="132"/>
        <source>Exporting</source>
        <translation>Exportando</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="148"/>
        <source>The export was cancelled. Nothing was written.</source>
        <translation>Se canceló la exportación. No se escribió nada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/dialogs/data_part.py" line="134"/>
        <source>Exporting… {done} of %n conversation(s)</source>
        <translation>
            <numerusform>Exportando… {done} de %n conversación</numerusform>
            <numerusform>Exportando… {done} de %n conversaciones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="158"/>
        <source>Exported {conversations} to {path}</source>
        <translation>Exportado a {path}: {conversations}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="166"/>
        <source>Import conversations</source>
        <translation>Importar conversaciones</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="168"/>
        <source>Exports (*.json *.zip)</source>
        <translation>Exportaciones (*.json *.zip)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="180"/>
        <source>{path}: a {kind} export of {conversations}; all of it is already here. Nothing to import.</source>
        <translation>{path}: una exportación de {kind} con {conversations}; todo ya está aquí. No hay nada que importar.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="191"/>
        <source>Import from {kind}?</source>
        <translation>¿Importar desde {kind}?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="193"/>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="204"/>
        <source>Importing</source>
        <translation>Importando</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="224"/>
        <source>Imported {conversations}, {messages}</source>
        <translation>Importado: {conversations}, {messages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="242"/>
        <source>{name} is a {kind} export with {conversations} and {messages}. {present_conversations} and {present_messages} are already here and stay as they are. Verbatim will add {new_conversations} and {new_messages}.</source>
        <translation>{name} es una exportación de {kind} con {conversations} y {messages}. {present_conversations} y {present_messages} ya están aquí y se quedan como están. Verbatim agregará {new_conversations} y {new_messages}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/design.py" line="58"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="23"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="120"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="121"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="65"/>
        <location filename="../../desktop/ui/transcript/full_text.py" line="66"/>
        <source>The whole message</source>
        <translation>El mensaje completo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="71"/>
        <source>{count} characters. Lines longer than {limit} characters are shown broken (⏎); Copy all copies the message exactly.</source>
        <translation>{count} caracteres. Las líneas de más de {limit} caracteres se muestran partidas (⏎); “Copiar todo” copia el mensaje exactamente.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="82"/>
        <source>Message text</source>
        <translation>Texto del mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="85"/>
        <location filename="../../desktop/ui/transcript/full_text.py" line="86"/>
        <source>Copy all</source>
        <translation>Copiar todo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="86"/>
        <source>Copy the whole message</source>
        <translation>Copiar el mensaje completo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="61"/>
        <location filename="../../desktop/ui/shortcuts.py" line="45"/>
        <source>Show or hide the sidebar</source>
        <translation>Mostrar u ocultar la barra lateral</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="61"/>
        <source>Show or hide the sidebar (Ctrl+B)</source>
        <translation>Mostrar u ocultar la barra lateral (Ctrl+B)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="63"/>
        <location filename="../../desktop/ui/header/header_part.py" line="117"/>
        <location filename="../../desktop/ui/shortcuts.py" line="32"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="128"/>
        <location filename="../../desktop/ui/titles.py" line="17"/>
        <source>New conversation</source>
        <translation>Nueva conversación</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="64"/>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="65"/>
        <source>Answers come from a built-in script, not a real model.</source>
        <translation>Las respuestas vienen de un script integrado, no de un modelo real.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="74"/>
        <source>System prompt, model, temperature and reasoning for this conversation</source>
        <translation>Instrucciones del sistema, modelo, temperatura y razonamiento para esta conversación</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="106"/>
        <location filename="../../desktop/ui/header/header_part.py" line="76"/>
        <location filename="../../desktop/ui/header/header_part.py" line="171"/>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="79"/>
        <location filename="../../desktop/ui/shortcuts.py" line="49"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="79"/>
        <source>Providers, keys, answers and look (Ctrl+,)</source>
        <translation>Proveedores, claves, respuestas y apariencia (Ctrl+,)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="82"/>
        <source>Version and where your data is kept</source>
        <translation>Versión y dónde se guardan tus datos</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="148"/>
        <source>Custom setup</source>
        <translation>Ajustes personalizados</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="167"/>
        <source>Tools are on here ({names}); each call asks you first. Click to switch off.</source>
        <translation>Herramientas activadas aquí ({names}); cada llamada te pide permiso primero. Haz clic para desactivarlas.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="169"/>
        <source>Tools are off in this conversation. Click to let the model use {names}.</source>
        <translation>Herramientas desactivadas en esta conversación. Haz clic para que el modelo pueda usar {names}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="87"/>
        <location filename="../../desktop/ui/window_setup.py" line="109"/>
        <source>Verbatim — Demo</source>
        <translation>Verbatim — Demo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="180"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="115"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="116"/>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/window_events.py" line="80"/>
        <source>Saved: everything you saw is on disk now.</source>
        <translation>Guardado: todo lo que viste ya está en el disco.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/window_events.py" line="115"/>
        <source>A tool in “{title}” waits for you to allow it.</source>
        <translation>Una herramienta en “{title}” espera tu permiso.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/window_look.py" line="63"/>
        <source>Text size {percent} %</source>
        <translation>Tamaño del texto {percent} %</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="20"/>
        <source>Previous version</source>
        <translation>Versión anterior</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="21"/>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="22"/>
        <source>Next version</source>
        <translation>Versión siguiente</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="24"/>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="213"/>
        <source>Read aloud</source>
        <translation>Leer en voz alta</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="25"/>
        <source>Edit as a new version</source>
        <translation>Editar como versión nueva</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="26"/>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="27"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="28"/>
        <source>Regenerate</source>
        <translation>Regenerar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="156"/>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>Mostrar u ocultar el razonamiento del modelo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="174"/>
        <source>Your message</source>
        <translation>Tu mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="174"/>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="179"/>
        <source>Show all as plain text</source>
        <translation>Mostrar todo como texto sin formato</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="180"/>
        <source>Show the whole message as plain text</source>
        <translation>Mostrar todo el mensaje como texto sin formato</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="249"/>
        <source>↳ continued</source>
        <translation>↳ continuación</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_parts.py" line="56"/>
        <location filename="../../desktop/ui/transcript/message_view.py" line="251"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="251"/>
        <source>Assistant</source>
        <translation>Asistente</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/transcript/message_view.py" line="266"/>
        <source>The conversation was longer than this model reads: Verbatim left out the %n oldest message(s) after your first one (the system prompt and your first message are always sent).</source>
        <translation>
            <numerusform>La conversación era más larga de lo que este modelo lee: Verbatim omitió el mensaje más antiguo posterior a tu primer mensaje (las instrucciones del sistema y tu primer mensaje siempre se envían).</numerusform>
            <numerusform>La conversación era más larga de lo que este modelo lee: Verbatim omitió los %n mensajes más antiguos posteriores a tu primer mensaje (las instrucciones del sistema y tu primer mensaje siempre se envían).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/transcript/answer_details.py" line="18"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/transcript/answer_details.py" line="21"/>
        <source>%n token(s)/s</source>
        <translation>
            <numerusform>%n token/s</numerusform>
            <numerusform>%n tokens/s</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="300"/>
        <source>Showing part of this message ({count} characters).</source>
        <translation>Se muestra parte de este mensaje ({count} caracteres).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="340"/>
        <source>Hide reasoning</source>
        <translation>Ocultar razonamiento</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="340"/>
        <source>Show reasoning</source>
        <translation>Mostrar razonamiento</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="394"/>
        <source>{doing} {seconds} s</source>
        <translation>{doing} {seconds} s</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="396"/>
        <source>Writing… {seconds} s</source>
        <translation>Escribiendo… {seconds} s</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="400"/>
        <source>Stopped</source>
        <translation>Detenida</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="403"/>
        <source>Cut off: length limit</source>
        <translation>Cortada: límite de longitud</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="406"/>
        <source>Failed</source>
        <translation>Fallida</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/model_picker.py" line="36"/>
        <source>The model that answers in this conversation</source>
        <translation>El modelo que responde en esta conversación</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/model_picker.py" line="63"/>
        <location filename="../../desktop/ui/header/model_picker.py" line="77"/>
        <source>No model yet</source>
        <translation>Aún sin modelo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/model_picker.py" line="65"/>
        <source>Models on this computer…</source>
        <translation>Modelos en este ordenador…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/notify.py" line="44"/>
        <location filename="../../desktop/ui/update_line.py" line="48"/>
        <source>Dismiss this message</source>
        <translation>Cerrar este aviso</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/notify.py" line="69"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/notify.py" line="92"/>
        <source>Verbatim could not use %n setting(s) from its settings file and uses the defaults instead: {settings}. The file stays as it is until you change a setting.</source>
        <translation>
            <numerusform>Verbatim no pudo usar %n ajuste de su archivo de configuración y usa el valor predeterminado en su lugar: {settings}. El archivo se queda como está hasta que cambies un ajuste.</numerusform>
            <numerusform>Verbatim no pudo usar %n ajustes de su archivo de configuración y usa los valores predeterminados en su lugar: {settings}. El archivo se queda como está hasta que cambies un ajuste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/dialogs/progress_sheet.py" line="29"/>
        <source>Importing… {done} of %n conversation(s)</source>
        <translation>
            <numerusform>Importando… {done} de %n conversación</numerusform>
            <numerusform>Importando… {done} de %n conversaciones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/progress_sheet.py" line="56"/>
        <source>Stopping: nothing of this will be kept…</source>
        <translation>Deteniendo: no se conservará nada de esto…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="87"/>
        <source>Verbatim settings</source>
        <translation>Configuración de Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="99"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="100"/>
        <source>Settings pages</source>
        <translation>Páginas de configuración</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="92"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="101"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="185"/>
        <source>Providers</source>
        <translation>Proveedores</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="102"/>
        <source>Answers and look</source>
        <translation>Respuestas y apariencia</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="108"/>
        <source>Sync</source>
        <translation>Sincronización</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="130"/>
        <source>No providers yet. Press Add to set one up.</source>
        <translation>Aún no hay proveedores. Pulse Agregar para configurar uno.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="132"/>
        <source>Add</source>
        <translation>Agregar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="54"/>
        <source>✓ Fits</source>
        <translation>✓ Cabe</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="55"/>
        <source>◐ May be slow</source>
        <translation>◐ Puede ir lento</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="56"/>
        <source>✕ Won&apos;t fit</source>
        <translation>✕ No cabe</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="62"/>
        <source>{fit} · Recommended</source>
        <translation>{fit} · Recomendado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="68"/>
        <source>Downloading {name}: {percent} % of {size}</source>
        <translation>Descargando {name}: {percent} % de {size}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="72"/>
        <source>Downloading {name}: {percent} % of {size}, {speed}/s, {left} left</source>
        <translation>Descargando {name}: {percent} % de {size}, {speed}/s, quedan {left}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="99"/>
        <source>A model&apos;s name, such as Qwen2.5, Llama 3.2 or SmolLM2</source>
        <translation>El nombre de un modelo, como Qwen2.5, Llama 3.2 o SmolLM2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="100"/>
        <source>Search models on Hugging Face</source>
        <translation>Buscar modelos en Hugging Face</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="108"/>
        <source>Search Hugging Face for a model by its name.</source>
        <translation>Busque un modelo en Hugging Face por su nombre.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="110"/>
        <source>Models found on Hugging Face</source>
        <translation>Modelos encontrados en Hugging Face</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="123"/>
        <source>The files of the chosen model</source>
        <translation>Los archivos del modelo elegido</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="133"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="107"/>
        <source>Cancel download</source>
        <translation>Cancelar la descarga</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="141"/>
        <source>Download the selected file</source>
        <translation>Descargar el archivo elegido</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="162"/>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/local_models/model_download.py" line="172"/>
        <source>{repo} — %n download(s)</source>
        <translation>
            <numerusform>{repo} — %n descarga</numerusform>
            <numerusform>{repo} — %n descargas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="177"/>
        <source>No GGUF models on Hugging Face match “{words}”.</source>
        <translation>Ningún modelo GGUF de Hugging Face coincide con «{words}».</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="192"/>
        <source>Reading what {repo} offers…</source>
        <translation>Leyendo lo que ofrece {repo}…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="223"/>
        <source>None of these fits this computer&apos;s free memory well.</source>
        <translation>Ninguno cabe bien en la memoria libre de este ordenador.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="247"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="131"/>
        <source>Starting the download of {name}…</source>
        <translation>Empezando la descarga de {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="251"/>
        <source>The download was cancelled; nothing of it was kept.</source>
        <translation>La descarga se canceló; no se conservó nada de ella.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="275"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="171"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="56"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="76"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="83"/>
        <source>Models on this computer</source>
        <translation>Modelos en este ordenador</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="264"/>
        <source>Prepare the engine (about {minutes} minutes)</source>
        <translation>Preparar el motor (unos {minutes} minutos)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="267"/>
        <source>Build the engine that runs models here</source>
        <translation>Compilar el motor que ejecuta modelos aquí</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="202"/>
        <location filename="../../desktop/ui/local_models/model_download.py" line="137"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="73"/>
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>Fit</source>
        <translation>Encaje</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="201"/>
        <source>Your models</source>
        <translation>Tus modelos</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="128"/>
        <source>No models yet. Download one, add a GGUF model file you have, or take one from another app below.</source>
        <translation>Aún no hay modelos. Descargue uno, añada un archivo GGUF que tenga o tome uno de otra aplicación más abajo.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="137"/>
        <source>Download it</source>
        <translation>Descargarlo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="140"/>
        <source>Download the recommended model</source>
        <translation>Descargar el modelo recomendado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="151"/>
        <source>I already have a model file…</source>
        <translation>Ya tengo un archivo de modelo…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="152"/>
        <source>Copy it into Verbatim&apos;s folder</source>
        <translation>Copiarlo a la carpeta de Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="134"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="153"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="103"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="138"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="154"/>
        <source>Use this model</source>
        <translation>Usar este modelo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="157"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="380"/>
        <source>Add a model file</source>
        <translation>Añadir un archivo de modelo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="158"/>
        <source>Remove the selected model</source>
        <translation>Quitar el modelo seleccionado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="159"/>
        <source>Use the selected model</source>
        <translation>Usar el modelo seleccionado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="180"/>
        <source>Found in other apps (used where they are)</source>
        <translation>Encontrados en otras aplicaciones (se usan donde están)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="181"/>
        <source>No models from LM Studio, Jan or Ollama were found.</source>
        <translation>No se encontraron modelos de LM Studio, Jan ni Ollama.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="186"/>
        <source>Models found in other apps</source>
        <translation>Modelos encontrados en otras aplicaciones</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="189"/>
        <source>Add from that app</source>
        <translation>Añadir desde esa aplicación</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="206"/>
        <source>Speech</source>
        <translation>Voz</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="214"/>
        <source>Models here run on this computer; nothing you write leaves it.</source>
        <translation>Los modelos de aquí se ejecutan en este ordenador; nada de lo que escribes sale de él.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="219"/>
        <source>This installation has no engine to run models yet. A model server such as Ollama or LM Studio works meanwhile (Settings → Providers).</source>
        <translation>Esta instalación aún no tiene motor para ejecutar modelos. Mientras tanto funciona un servidor de modelos como Ollama o LM Studio (Configuración → Proveedores).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="228"/>
        <source>The engine that runs models here is not prepared yet: it is built once on this computer. You can add models meanwhile.</source>
        <translation>El motor que ejecuta modelos aquí aún no está preparado: se compila una vez en este ordenador. Mientras tanto puedes añadir modelos.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="290"/>
        <source>Preparing the engine…</source>
        <translation>Preparando el motor…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="290"/>
        <source>The engine is being prepared…</source>
        <translation>El motor se está preparando…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="297"/>
        <source>Preparing the engine: {percent} %</source>
        <translation>Preparando el motor: {percent} %</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="302"/>
        <source>Preparing the engine: {percent} %, about {minutes} min left</source>
        <translation>Preparando el motor: {percent} %, quedan unos {minutes} min</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="314"/>
        <source>The engine is ready.</source>
        <translation>El motor está listo.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="319"/>
        <source>Looking for a model that suits this computer…</source>
        <translation>Buscando un modelo adecuado para este ordenador…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="327"/>
        <source>Downloading a model needs the internet: {why}</source>
        <translation>Descargar un modelo necesita internet: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="335"/>
        <source>This computer has too little free memory for the model Verbatim suggests.</source>
        <translation>Este ordenador tiene muy poca memoria libre para el modelo que Verbatim sugiere.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="340"/>
        <location filename="../../desktop/ui/local_models/model_download.py" line="218"/>
        <source>Recommended for this computer: {file}, a {size} download.</source>
        <translation>Recomendado para este ordenador: {file}, una descarga de {size}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="362"/>
        <location filename="../../desktop/ui/local_models/model_download.py" line="261"/>
        <source>Downloaded {name}.</source>
        <translation>Se descargó {name}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="382"/>
        <source>GGUF models (*.gguf)</source>
        <translation>Modelos GGUF (*.gguf)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="390"/>
        <source>Copying {name}…</source>
        <translation>Copiando {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="396"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="410"/>
        <source>Added {name}.</source>
        <translation>{name} añadido.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="424"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="274"/>
        <source>Removed {name}; its copy was deleted.</source>
        <translation>{name} quitado; su copia se borró.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="426"/>
        <source>Removed {name}; the file itself was left where it is.</source>
        <translation>{name} quitado; el archivo en sí se quedó donde está.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="441"/>
        <source>Use a model that won&apos;t fit?</source>
        <translation>¿Usar un modelo que no cabe?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="443"/>
        <source>{name} needs about {memory}, more than this computer has free. It may fail to load, or make the computer very slow. Use it anyway?</source>
        <translation>{name} necesita unos {memory}, más de lo que este ordenador tiene libre. Puede que no cargue o que el ordenador vaya muy lento. ¿Usarlo de todos modos?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="450"/>
        <source>Use it anyway</source>
        <translation>Usarlo de todos modos</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="54"/>
        <source>OpenAI or compatible</source>
        <translation>OpenAI o compatible</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="60"/>
        <source>An Ollama server, on this computer or another.</source>
        <translation>Un servidor Ollama, en este ordenador o en otro.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="62"/>
        <source>OpenAI, LM Studio, llama.cpp, vLLM and other servers that speak OpenAI&apos;s API.</source>
        <translation>OpenAI, LM Studio, llama.cpp, vLLM y otros servidores que hablan la API de OpenAI.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="64"/>
        <source>Claude models, through Anthropic&apos;s API.</source>
        <translation>Modelos Claude, a través de la API de Anthropic.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="65"/>
        <source>Models Verbatim runs itself, on this computer.</source>
        <translation>Modelos que Verbatim ejecuta por sí mismo, en este ordenador.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="153"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="71"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="65"/>
        <source>kept in the system keyring, never in a file</source>
        <translation>se guarda en el llavero del sistema, nunca en un archivo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="167"/>
        <source>e.g. {examples}</source>
        <translation>p. ej., {examples}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="170"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="87"/>
        <source>Test connection</source>
        <translation>Probar conexión</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="251"/>
        <source>New releases:</source>
        <translation>Nuevas versiones:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="260"/>
        <source>Once a day Verbatim reads the list of its releases and says when there is a newer one. It downloads and installs nothing itself.</source>
        <translation>Una vez al día, Verbatim lee la lista de sus versiones y avisa cuando hay una más reciente. No descarga ni instala nada por sí mismo.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="264"/>
        <source>This copy of Verbatim was built without a list of releases to read.</source>
        <translation>Esta copia de Verbatim se compiló sin una lista de versiones que leer.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="277"/>
        <source>Sentence by sentence, by a voice on this computer. Esc stops the voice.</source>
        <translation>Frase a frase, con una voz de este ordenador. Esc detiene la voz.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="279"/>
        <source>Voice:</source>
        <translation>Voz:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="58"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="135"/>
        <source>New project</source>
        <translation>Nuevo proyecto</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="58"/>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="68"/>
        <source>A name, such as “Thesis” or “Kitchen renovation”</source>
        <translation>Un nombre, como “Tesis” o “Reforma de la cocina”</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="175"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="76"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="69"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="70"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="72"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="84"/>
        <source>Instructions</source>
        <translation>Instrucciones</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="75"/>
        <source>Every conversation in this project starts with these.</source>
        <translation>Cada conversación de este proyecto empieza con estas instrucciones.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="80"/>
        <source>For example: Answer briefly, in plain English, and cite the chapter.</source>
        <translation>Por ejemplo: Responde brevemente, en español sencillo, y cita el capítulo.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="109"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="118"/>
        <source>New conversations here start with</source>
        <translation>Las conversaciones nuevas aquí empiezan con</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="111"/>
        <source>The default setup</source>
        <translation>los ajustes predeterminados</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="124"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="132"/>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="127"/>
        <source>Every conversation in this project may read these.</source>
        <translation>Cada conversación de este proyecto puede leer estos archivos.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="135"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="136"/>
        <source>Add files…</source>
        <translation>Agregar archivos…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="136"/>
        <source>PDF, Word, PowerPoint, Excel and more</source>
        <translation>PDF, Word, PowerPoint, Excel y más</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="139"/>
        <source>Remove the chosen file from the project</source>
        <translation>Quitar del proyecto el archivo elegido</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="95"/>
        <source>Create</source>
        <translation>Crear</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="95"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="203"/>
        <source>Delete this project?</source>
        <translation>¿Eliminar este proyecto?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="212"/>
        <source>“{name}” keeps %n conversation(s). Its instructions and files go with it; choose what becomes of the conversations.</source>
        <translation>
            <numerusform>“{name}” contiene %n conversación. Sus instrucciones y archivos se eliminan con él; elige qué pasa con la conversación.</numerusform>
            <numerusform>“{name}” contiene %n conversaciones. Sus instrucciones y archivos se eliminan con él; elige qué pasa con las conversaciones.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="227"/>
        <source>Delete the project, keep the conversations</source>
        <translation>Eliminar el proyecto, conservar las conversaciones</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="228"/>
        <source>Delete it and its conversations</source>
        <translation>Eliminarlo con sus conversaciones</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="176"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="178"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="179"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="66"/>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="96"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="165"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="180"/>
        <source>Default model</source>
        <translation>Modelo predeterminado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="185"/>
        <source>The model providers Verbatim knows</source>
        <translation>Los proveedores de modelos que conoce Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="195"/>
        <source>New conversations start with:</source>
        <translation>Las conversaciones nuevas empiezan con:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="196"/>
        <source>Instructions every new conversation starts with</source>
        <translation>Instrucciones con las que empieza cada conversación nueva</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="199"/>
        <source>Whole, when they fit the model</source>
        <translation>Completos, si caben en el modelo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="200"/>
        <source>Only the parts relevant to the question</source>
        <translation>Solo las partes relevantes para la pregunta</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="135"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="202"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="205"/>
        <source>Send documents</source>
        <translation>Enviar documentos</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="207"/>
        <source>A document too long for the model is always sent as its most relevant parts, and the answer shows which pages it used.</source>
        <translation>Un documento demasiado largo para el modelo siempre se envía como sus partes más relevantes, y la respuesta muestra qué páginas usó.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="211"/>
        <source>Look:</source>
        <translation>Apariencia:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="214"/>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="215"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="216"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="226"/>
        <source>Ctrl+= and Ctrl+- change it from the window</source>
        <translation>Ctrl+= y Ctrl+- lo cambian desde la ventana</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="228"/>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="235"/>
        <source>Verbatim shows the new language when it starts again.</source>
        <translation>Verbatim mostrará el nuevo idioma la próxima vez que se inicie.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="103"/>
        <source>Presets</source>
        <translation>Ajustes guardados</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="110"/>
        <source>Daily backups kept</source>
        <translation>Copias de seguridad diarias conservadas</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="111"/>
        <source>Weekly backups kept</source>
        <translation>Copias de seguridad semanales conservadas</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="112"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="243"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="113"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="244"/>
        <source>Text size</source>
        <translation>Tamaño del texto</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="116"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="245"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="117"/>
        <source>Window size and place</source>
        <translation>Tamaño y posición de la ventana</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="118"/>
        <source>The conversation open last</source>
        <translation>La última conversación abierta</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="120"/>
        <source>Where each conversation was scrolled to</source>
        <translation>Hasta dónde se desplazó cada conversación</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="124"/>
        <source>The folders used last</source>
        <translation>Las últimas carpetas usadas</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="144"/>
        <source>Minutes before a model here is stopped</source>
        <translation>Minutos antes de detener un modelo en este ordenador</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="150"/>
        <source>Graphics card for models here</source>
        <translation>Tarjeta gráfica para los modelos de aquí</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="151"/>
        <source>Layers on the graphics card</source>
        <translation>Capas en la tarjeta gráfica</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="153"/>
        <source>Timeouts</source>
        <translation>Tiempos de espera</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="156"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="253"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="258"/>
        <source>Tell me when a new Verbatim is out</source>
        <translation>Avisarme cuando salga un nuevo Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="158"/>
        <source>When Verbatim last looked for a new release</source>
        <translation>Cuándo buscó Verbatim por última vez una nueva versión</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="160"/>
        <source>The newest release seen</source>
        <translation>La versión más reciente vista</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="161"/>
        <source>The release whose notice was closed</source>
        <translation>La versión cuyo aviso se cerró</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="166"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="110"/>
        <source>Web search</source>
        <translation>Búsqueda web</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="167"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="66"/>
        <source>SearXNG address</source>
        <translation>Dirección de SearXNG</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="168"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="71"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="75"/>
        <source>Search the web for new questions</source>
        <translation>Buscar en la web para las preguntas nuevas</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="169"/>
        <source>Where web search was said to send questions</source>
        <translation>Adónde se indicó que la búsqueda web envía las preguntas</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="171"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="272"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="276"/>
        <source>Read each answer aloud as it arrives</source>
        <translation>Leer cada respuesta en voz alta a medida que llega</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="174"/>
        <location filename="../../desktop/ui/composer/composer_view.py" line="338"/>
        <source>Hands-free conversation</source>
        <translation>Conversación manos libres</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="283"/>
        <location filename="../../desktop/session/settings.py" line="286"/>
        <source>{value} is not one of: {choices}</source>
        <translation>{value} no es uno de: {choices}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="300"/>
        <source>{value} is not between {low} and {high}</source>
        <translation>{value} no está entre {low} y {high}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="302"/>
        <source>{value} is not more than {low}</source>
        <translation>{value} no es mayor que {low}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="304"/>
        <source>{value} is less than {low}</source>
        <translation>{value} es menor que {low}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="311"/>
        <source>{value} is not a number</source>
        <translation>{value} no es un número</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="313"/>
        <source>{value} is not a whole number</source>
        <translation>{value} no es un número entero</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="315"/>
        <source>{value} is not yes or no</source>
        <translation>{value} no es sí ni no</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="317"/>
        <source>{value} is empty or too long</source>
        <translation>{value} está vacío o es demasiado largo</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="319"/>
        <source>{value} is not text</source>
        <translation>{value} no es texto</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="321"/>
        <source>{value} is not a list</source>
        <translation>{value} no es una lista</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="322"/>
        <source>{value} is not a set of names and values</source>
        <translation>{value} no es un conjunto de nombres y valores</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="346"/>
        <location filename="../../desktop/session/settings.py" line="365"/>
        <source>“{entry}” is left out: {reason}</source>
        <translation>«{entry}» se deja fuera: {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="367"/>
        <source>in “{entry}”, {reason}</source>
        <translation>en «{entry}», {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="386"/>
        <source>its {field}: {reason}</source>
        <translation>su campo {field}: {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="421"/>
        <source>it holds no settings, only {value}</source>
        <translation>no contiene ajustes, solo {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="95"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="350"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="411"/>
        <source>Provider</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="369"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="372"/>
        <source>Provider {number}</source>
        <translation>Proveedor {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="418"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="127"/>
        <source>Testing…</source>
        <translation>Probando…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="425"/>
        <source>✓ Connected. Models: {models}</source>
        <translation>✓ Conectado. Modelos: {models}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="425"/>
        <source>none listed</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="19"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="34"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="52"/>
        <source>Model default</source>
        <translation>Según el modelo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="20"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="52"/>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="21"/>
        <source>On</source>
        <translation>Activado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="22"/>
        <source>Low</source>
        <translation>Bajo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="23"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="24"/>
        <source>High</source>
        <translation>Alto</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="46"/>
        <source>Lower is more focused, higher more varied</source>
        <translation>Más bajo es más preciso; más alto, más variado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="48"/>
        <source>Only the most likely words that add up to this share</source>
        <translation>Solo las palabras más probables que juntas suman esta proporción</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="58"/>
        <source>How much the model thinks first, where it can be told (Ollama, Anthropic, OpenAI-compatible reasoning models)</source>
        <translation>Cuánto piensa el modelo antes de responder, donde se puede indicar (Ollama, Anthropic, modelos de razonamiento compatibles con OpenAI)</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="97"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="63"/>
        <source>System prompt</source>
        <translation>Instrucciones del sistema</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="98"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="64"/>
        <source>Temperature</source>
        <translation>Temperatura</translation>
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
        <translation>Longitud máx. de respuesta (tokens)</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="101"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="67"/>
        <source>Reasoning</source>
        <translation>Razonamiento</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="98"/>
        <source>System prompt: {text}</source>
        <translation>Instrucciones del sistema: {text}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="101"/>
        <source>Temperature {value}</source>
        <translation>Temperatura {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="103"/>
        <source>Top-p {value}</source>
        <translation>Top-p {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="105"/>
        <source>At most {value} tokens</source>
        <translation>Como máximo {value} tokens</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="107"/>
        <source>Reasoning: {level}</source>
        <translation>Razonamiento: {level}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="33"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="155"/>
        <source>Search all conversations</source>
        <translation>Buscar en todas las conversaciones</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="34"/>
        <source>Stop the answer being written</source>
        <translation>Detener la respuesta que se está escribiendo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="35"/>
        <source>Dictate: start or stop listening</source>
        <translation>Dictar: empezar o dejar de escuchar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="36"/>
        <source>Copy the last answer</source>
        <translation>Copiar la última respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="38"/>
        <source>Show the previous version of the last answer</source>
        <translation>Mostrar la versión anterior de la última respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="40"/>
        <source>Show the next version of the last answer</source>
        <translation>Mostrar la versión siguiente de la última respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="41"/>
        <source>Retry or regenerate the last answer</source>
        <translation>Reintentar o regenerar la última respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="43"/>
        <source>Continue a stopped or cut-off answer</source>
        <translation>Continuar una respuesta detenida o cortada</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="46"/>
        <source>Larger text</source>
        <translation>Texto más grande</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="47"/>
        <source>Smaller text</source>
        <translation>Texto más pequeño</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="48"/>
        <source>Text at its usual size</source>
        <translation>Texto en su tamaño normal</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="50"/>
        <source>This list of shortcuts</source>
        <translation>Esta lista de atajos</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="51"/>
        <source>Quit (a running answer is kept as Stopped)</source>
        <translation>Salir (una respuesta en curso se conserva como “Detenida”)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="54"/>
        <source>Send the message</source>
        <translation>Enviar el mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="55"/>
        <source>New line in the message</source>
        <translation>Nueva línea en el mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="62"/>
        <source>Back from the message box to a tool&apos;s question</source>
        <translation>Desde el cuadro de mensaje, atrás a la pregunta de una herramienta</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="63"/>
        <source>In a tool&apos;s question: allow the tool once</source>
        <translation>En la pregunta de una herramienta: permitir la herramienta una vez</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="64"/>
        <source>In a tool&apos;s question: press the answer that has the focus</source>
        <translation>En la pregunta de una herramienta: pulsar la respuesta que tiene el foco</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="89"/>
        <location filename="../../desktop/ui/shortcuts.py" line="90"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="94"/>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="104"/>
        <source>Close the list of shortcuts</source>
        <translation>Cerrar la lista de atajos</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="128"/>
        <source>New conversation (Ctrl+N)</source>
        <translation>Nueva conversación (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="102"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="148"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="150"/>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="136"/>
        <source>New project: conversations kept together, with instructions and files</source>
        <translation>Nuevo proyecto: conversaciones agrupadas, con instrucciones y archivos</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="155"/>
        <source>Search all conversations (Ctrl+K)</source>
        <translation>Buscar en todas las conversaciones (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="193"/>
        <source>Conversations</source>
        <translation>Conversaciones</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="194"/>
        <source>Click ⋯ or right-click a conversation to rename, pin or delete it</source>
        <translation>Haz clic en ⋯ o clic derecho en una conversación para cambiarle el nombre, fijarla o eliminarla</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="209"/>
        <source>Search results</source>
        <translation>Resultados de búsqueda</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="209"/>
        <source>Click a result to open it at the match</source>
        <translation>Haz clic en un resultado para abrirlo donde está la coincidencia</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="210"/>
        <source>No messages match.</source>
        <translation>Ningún mensaje coincide.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="221"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="224"/>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="225"/>
        <source>Bring in conversations: a Verbatim, ChatGPT or Claude export</source>
        <translation>Traer conversaciones: una exportación de Verbatim, ChatGPT o Claude</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="229"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="230"/>
        <source>Export all…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="230"/>
        <source>Save every conversation to a file</source>
        <translation>Guardar todas las conversaciones en un archivo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="245"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="246"/>
        <source>Sync now</source>
        <translation>Sincronizar ahora</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="246"/>
        <source>Exchange changes with your other devices</source>
        <translation>Intercambiar cambios con tus otros dispositivos</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="354"/>
        <source>In “{name}”</source>
        <translation>En “{name}”</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="357"/>
        <source>Searching in “{name}”</source>
        <translation>Buscando en “{name}”</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="358"/>
        <source>Click to search all conversations again</source>
        <translation>Haz clic para volver a buscar en todas las conversaciones</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="37"/>
        <source>New conversation in this project</source>
        <translation>Nueva conversación en este proyecto</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="42"/>
        <source>Edit project…</source>
        <translation>Editar proyecto…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="46"/>
        <source>Search in this project</source>
        <translation>Buscar en este proyecto</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="51"/>
        <source>Delete project…</source>
        <translation>Eliminar proyecto…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="43"/>
        <source>Rename…</source>
        <translation>Cambiar nombre…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="48"/>
        <source>Unpin</source>
        <translation>Dejar de fijar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="48"/>
        <source>Pin to top</source>
        <translation>Fijar arriba</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="73"/>
        <source>Move to project</source>
        <translation>Mover a un proyecto</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="82"/>
        <source>No projects yet</source>
        <translation>Aún no hay proyectos</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="84"/>
        <source>New project…</source>
        <translation>Nuevo proyecto…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="54"/>
        <source>Remove from project</source>
        <translation>Quitar del proyecto</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="59"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="65"/>
        <source>Delete…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="33"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="41"/>
        <source>Rename conversation</source>
        <translation>Cambiar nombre de la conversación</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="45"/>
        <source>A name for this conversation</source>
        <translation>Un nombre para esta conversación</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="46"/>
        <source>New name:</source>
        <translation>Nombre nuevo:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="53"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="56"/>
        <source>Rename</source>
        <translation>Cambiar nombre</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="440"/>
        <source>Delete this conversation?</source>
        <translation>¿Eliminar esta conversación?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="441"/>
        <source>“{title}” and all its messages will be deleted. This cannot be undone.</source>
        <translation>Se eliminarán “{title}” y todos sus mensajes. Esta acción no se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="257"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="444"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="44"/>
        <source>Keep the same conversations on every computer you use. Each device writes its own change files; none is ever overwritten, so nothing one device wrote while another was offline is lost.</source>
        <translation>Ten las mismas conversaciones en cada equipo que uses. Cada dispositivo escribe sus propios archivos de cambios; ninguno se sobrescribe nunca, así que no se pierde nada de lo que un dispositivo escribió mientras otro estaba sin conexión.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="53"/>
        <source>A folder kept in sync (Syncthing, Nextcloud, Dropbox…)</source>
        <translation>Una carpeta sincronizada (Syncthing, Nextcloud, Dropbox…)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="54"/>
        <source>A WebDAV server (Nextcloud, ownCloud, a NAS…)</source>
        <translation>Un servidor WebDAV (Nextcloud, ownCloud, un NAS…)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="61"/>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="74"/>
        <source>optional: encrypts everything synced</source>
        <translation>opcional: cifra todo lo que se sincroniza</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="75"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="84"/>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="139"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="77"/>
        <source>WebDAV address</source>
        <translation>Dirección WebDAV</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="140"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="78"/>
        <source>User name</source>
        <translation>Nombre de usuario</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="79"/>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="80"/>
        <source>Passphrase</source>
        <translation>Frase secreta</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="138"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="118"/>
        <source>The folder to sync through</source>
        <translation>La carpeta de sincronización</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/tasks.py" line="57"/>
        <source>Something went wrong: {error}</source>
        <translation>Algo falló: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="46"/>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="105"/>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="49"/>
        <source>Allow once</source>
        <translation>Permitir una vez</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="50"/>
        <source>Always allow this tool</source>
        <translation>Permitir siempre esta herramienta</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="51"/>
        <source>Deny</source>
        <translation>Denegar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="74"/>
        <source>Allow once: {keys} anywhere in this question, or Enter on this button</source>
        <translation>Permitir una vez: {keys} en cualquier parte de esta pregunta, o Enter en este botón</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="90"/>
        <source>The model wants to run “{tool}” from {server}. Run it?</source>
        <translation>El modelo quiere ejecutar “{tool}” de {server}. ¿Ejecutarla?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="30"/>
        <source>Waiting for you</source>
        <translation>Esperando tu respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="31"/>
        <source>Running…</source>
        <translation>Ejecutando…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="32"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="33"/>
        <source>Could not run</source>
        <translation>No se pudo ejecutar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="34"/>
        <source>Denied by you</source>
        <translation>Denegada por ti</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="35"/>
        <source>Stopped by you</source>
        <translation>Detenida por ti</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="36"/>
        <source>Cut off when Verbatim closed</source>
        <translation>Cortada al cerrarse Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="37"/>
        <source>Not run</source>
        <translation>No ejecutada</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="117"/>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="143"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="121"/>
        <source>Save the whole output…</source>
        <translation>Guardar toda la salida…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="130"/>
        <source>not offered</source>
        <translation>no se ofrece</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="138"/>
        <source>The tool says this call failed.</source>
        <translation>La herramienta indica que esta llamada falló.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="143"/>
        <source>Output so far</source>
        <translation>Salida hasta ahora</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="146"/>
        <source>{size}, the first {shown} shown</source>
        <translation>{size}; se muestra el principio ({shown})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="152"/>
        <source>Show or hide the result</source>
        <translation>Mostrar u ocultar el resultado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="49"/>
        <source>Tools let a model look things up or act for you, through MCP servers. Each call asks you first, unless you chose to always allow it.</source>
        <translation>Las herramientas permiten que un modelo consulte información o actúe por ti, mediante servidores MCP. Cada llamada te pide permiso primero, salvo que hayas elegido permitirla siempre.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="56"/>
        <source>No tool servers yet. Add one below.</source>
        <translation>Aún no hay servidores de herramientas. Agregue uno abajo.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="128"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="57"/>
        <source>Tool servers</source>
        <translation>Servidores de herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="59"/>
        <source>Remove server</source>
        <translation>Quitar servidor</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="64"/>
        <source>a short name, such as time</source>
        <translation>un nombre corto, como time</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="67"/>
        <source>a command, such as {example}, or an https:// address</source>
        <translation>un comando, como {example}, o una dirección https://</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="73"/>
        <source>for an address that needs one; kept in the keyring</source>
        <translation>para una dirección que lo requiera; se guarda en el llavero</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="74"/>
        <source>Run its tools without asking each time</source>
        <translation>Ejecutar sus herramientas sin preguntar cada vez</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="77"/>
        <source>Command or address</source>
        <translation>Comando o dirección</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="78"/>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="85"/>
        <source>Test and add</source>
        <translation>Probar y agregar</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="131"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="96"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="97"/>
        <source>Tool rounds per answer, at most</source>
        <translation>Rondas de herramientas por respuesta, como máximo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="104"/>
        <source>always allowed</source>
        <translation>siempre permitido</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="104"/>
        <source>asks first</source>
        <translation>pregunta primero</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="108"/>
        <source>Last problem: {problem}</source>
        <translation>Último problema: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="127"/>
        <source>Starting {name}…</source>
        <translation>Iniciando {name}…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="147"/>
        <source>✓ Added {name}: %n tool(s) ({names}).</source>
        <translation>
            <numerusform>✓ {name} agregado: %n herramienta ({names}).</numerusform>
            <numerusform>✓ {name} agregado: %n herramientas ({names}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="46"/>
        <source>Conversation</source>
        <translation>Conversación</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="46"/>
        <source>The messages of this conversation</source>
        <translation>Los mensajes de esta conversación</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="68"/>
        <source>Ask anything.</source>
        <translation>Pregunta lo que quieras.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="70"/>
        <source>Enter sends · Shift+Enter adds a line · Esc stops an answer</source>
        <translation>Enter envía · Shift+Enter agrega una línea · Esc detiene una respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="72"/>
        <source>Every word you see is kept, even if you stop or close the window.</source>
        <translation>Se conserva cada palabra que ves, aunque detengas la respuesta o cierres la ventana.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="86"/>
        <source>Jump to the latest message</source>
        <translation>Ir al último mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="52"/>
        <source>Not everything is saved</source>
        <translation>No todo está guardado</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/unsaved.py" line="55"/>
        <source>%n word(s) you saw could not be saved: the disk is full or read-only. Save them to a file, or free some space and keep waiting.</source>
        <translation>
            <numerusform>No se pudo guardar %n palabra que viste: el disco está lleno o es de solo lectura. Guárdala en un archivo, o libera espacio y sigue esperando.</numerusform>
            <numerusform>No se pudieron guardar %n palabras que viste: el disco está lleno o es de solo lectura. Guárdalas en un archivo, o libera espacio y sigue esperando.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="61"/>
        <source>Save to a file…</source>
        <translation>Guardar en un archivo…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="62"/>
        <source>Keep trying</source>
        <translation>Seguir intentando</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="63"/>
        <source>Quit without them</source>
        <translation>Salir sin guardarlas</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="78"/>
        <source>Save the unsaved answer</source>
        <translation>Guardar la respuesta pendiente</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="40"/>
        <source>Welcome to Verbatim</source>
        <translation>Te damos la bienvenida a Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="43"/>
        <source>Verbatim talks to language models and keeps every word you see, even when you press Stop or close the window.</source>
        <translation>Verbatim habla con modelos de lenguaje y conserva cada palabra que ves, incluso cuando haces clic en Detener o cierras la ventana.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="47"/>
        <source>To start, connect it to a model.</source>
        <translation>Para empezar, conéctalo a un modelo.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="59"/>
        <source>Looking for model servers on this computer…</source>
        <translation>Buscando servidores de modelos en este equipo…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="63"/>
        <source>Try the demo (no model needed)</source>
        <translation>Probar la demo (sin necesidad de modelo)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="66"/>
        <source>Try the demo</source>
        <translation>Probar la demo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="66"/>
        <source>Answers come from a built-in script</source>
        <translation>Las respuestas vienen de un script integrado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="67"/>
        <location filename="../../desktop/ui/welcome.py" line="71"/>
        <source>Run a model on this computer</source>
        <translation>Ejecutar un modelo en este ordenador</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="72"/>
        <source>Choose a model file you have, or one from another app</source>
        <translation>Elige un archivo de modelo que tengas, o uno de otra aplicación</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="74"/>
        <source>Add a provider (Ollama, OpenAI, Anthropic…)</source>
        <translation>Agregar un proveedor (Ollama, OpenAI, Anthropic…)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="76"/>
        <source>Add a provider</source>
        <translation>Agregar un proveedor</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="76"/>
        <source>Opens Settings → Providers</source>
        <translation>Abre Configuración → Proveedores</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="127"/>
        <source>No model server is running on this computer. Verbatim can run a model itself, or you can try the demo or add a provider you have an account with.</source>
        <translation>No hay ningún servidor de modelos en este ordenador. Verbatim puede ejecutar un modelo por sí mismo, o puedes probar la demo o añadir un proveedor con el que tengas cuenta.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="133"/>
        <source>Found on this computer:</source>
        <translation>Encontrado en este equipo:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/welcome.py" line="137"/>
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n modelo</numerusform>
            <numerusform>%n modelos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="137"/>
        <source>no models yet</source>
        <translation>aún no hay modelos</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="140"/>
        <source>Use {name} at {address} ({count})</source>
        <translation>Usar {name} en {address} ({count})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="145"/>
        <source>Use {name}</source>
        <translation>Usar {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="161"/>
        <source>{name} is on this computer, ready to answer. You can also try the demo or add a provider you have an account with.</source>
        <translation>{name} está en este ordenador, listo para responder. También puede probar la demo o añadir un proveedor en el que tenga una cuenta.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="167"/>
        <source>Use {name} on this computer</source>
        <translation>Usar {name} en este ordenador</translation>
    </message>
    <message>
        <location filename="../../desktop/local/backend.py" line="86"/>
        <source>Reading your question…</source>
        <translation>Leyendo tu pregunta…</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="178"/>
        <source>The local engine stopped unexpectedly. The words that arrived are kept; press Retry to start it again.</source>
        <translation>El motor local se detuvo de forma inesperada. Las palabras que llegaron se conservan; pulsa Reintentar para arrancarlo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="116"/>
        <source>its header is larger than any model&apos;s</source>
        <translation>su cabecera es mayor que la de cualquier modelo</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="119"/>
        <source>it ends inside its header (a cut download?)</source>
        <translation>termina en medio de su cabecera (¿una descarga cortada?)</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="133"/>
        <source>it claims a text of {n} bytes</source>
        <translation>indica un texto de {n} bytes</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="143"/>
        <source>it claims a list of {n} items</source>
        <translation>indica una lista de {n} elementos</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="150"/>
        <source>it holds a list of a kind GGUF does not have</source>
        <translation>contiene una lista de un tipo que GGUF no tiene</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="152"/>
        <source>it holds a value of a kind GGUF does not have ({kind})</source>
        <translation>contiene un valor de un tipo que GGUF no tiene ({kind})</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="157"/>
        <source>“{name}” is not a model file Verbatim can use: {why}.</source>
        <translation>«{name}» no es un archivo de modelo que Verbatim pueda usar: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="172"/>
        <source>Verbatim cannot read “{path}”: {why}.</source>
        <translation>Verbatim no puede leer «{path}»: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="190"/>
        <source>it is not a GGUF file</source>
        <translation>no es un archivo GGUF</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="193"/>
        <source>it is GGUF version {version}; versions 2 and 3 are read</source>
        <translation>es GGUF versión {version}; se leen las versiones 2 y 3</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="194"/>
        <source>it claims {n} tensors</source>
        <translation>indica {n} tensores</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="195"/>
        <source>it claims {n} keys</source>
        <translation>indica {n} claves</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="208"/>
        <source>it does not say which architecture it is</source>
        <translation>no dice qué arquitectura tiene</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="210"/>
        <source>its first bytes do not say how large it is</source>
        <translation>sus primeros bytes no dicen su tamaño</translation>
    </message>
    <message>
        <location filename="../../desktop/local/library.py" line="154"/>
        <source>There is no model called “{name}”.</source>
        <translation>No hay ningún modelo llamado «{name}».</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="145"/>
        <source>There is no local model called “{name}”. Add one under Models on this computer (in the model menu), then press Retry.</source>
        <translation>No hay ningún modelo local llamado «{name}». Añade uno en Modelos en este ordenador (en el menú de modelos) y pulsa Reintentar.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="158"/>
        <source>{fault} This answer goes on on the processor.</source>
        <translation>{fault} Esta respuesta continúa en el procesador.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="174"/>
        <source>{fault} The words that arrived are kept; press Retry to go on on the processor.</source>
        <translation>{fault} Las palabras que llegaron se conservan; pulsa Reintentar para continuar en el procesador.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="229"/>
        <source>The engine that runs models on this computer is not installed yet. From a source checkout, run “make engine” once (a few minutes).</source>
        <translation>El motor que ejecuta modelos en este ordenador aún no está instalado. Desde una copia del código fuente, ejecute «make engine» una vez (unos minutos).</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="236"/>
        <source>This computer&apos;s processor lacks AVX2, which the engine that comes with Verbatim needs. A model server such as Ollama works instead (Settings → Providers).</source>
        <translation>El procesador de este ordenador no tiene AVX2, que necesita el motor incluido con Verbatim. Un servidor de modelos como Ollama funciona en su lugar (Configuración → Proveedores).</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="274"/>
        <source>Starting the engine for “{name}”…</source>
        <translation>Arrancando el motor para «{name}»…</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="287"/>
        <source>The local engine could not start: {why}.</source>
        <translation>El motor local no pudo arrancar: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="328"/>
        <source>Loading “{name}” into memory…</source>
        <translation>Cargando «{name}» en memoria…</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="343"/>
        <source>Loading “{name}” into memory… {percent} %</source>
        <translation>Cargando «{name}» en la memoria… {percent} %</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_log.py" line="42"/>
        <source>it ended without saying why</source>
        <translation>terminó sin decir por qué</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="357"/>
        <source>The local engine could not load “{name}”: {why}. Nothing was lost; the engine&apos;s own words are in {log}.</source>
        <translation>El motor local no pudo cargar «{name}»: {why}. No se perdió nada; los mensajes del motor están en {log}.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="132"/>
        <source>“{repo}” offers no GGUF model file Verbatim can run.</source>
        <translation>«{repo}» no ofrece ningún archivo de modelo GGUF que Verbatim pueda ejecutar.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="172"/>
        <source>“{repo}” has no file “{file}”.</source>
        <translation>«{repo}» no tiene el archivo «{file}».</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="207"/>
        <source>{why} Nothing was added.</source>
        <translation>{why} No se añadió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="19"/>
        <source>There is no file at “{path}”.</source>
        <translation>No hay ningún archivo en «{path}».</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="21"/>
        <source>“{path}” cannot be read ({why}).</source>
        <translation>No se puede leer «{path}» ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="25"/>
        <source>“{path}” is a folder, not a file.</source>
        <translation>«{path}» es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="27"/>
        <source>“{path}” is a pipe, not a regular file.</source>
        <translation>«{path}» es una tubería, no un archivo normal.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="29"/>
        <source>“{path}” is a device, not a regular file.</source>
        <translation>«{path}» es un dispositivo, no un archivo normal.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="30"/>
        <source>“{path}” is not a regular file.</source>
        <translation>«{path}» no es un archivo normal.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="213"/>
        <source>The model could not be copied into Verbatim&apos;s folder: {why}. Nothing was added.</source>
        <translation>No se pudo copiar el modelo a la carpeta de Verbatim: {why}. No se añadió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="390"/>
        <source>The engine could not be prepared: {why}.</source>
        <translation>No se pudo preparar el motor: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_build.py" line="66"/>
        <source>The engine could not be prepared: {why}. Nothing else changed; “make engine” in a terminal shows the whole story.</source>
        <translation>No se pudo preparar el motor: {why}. No cambió nada más; «make engine» en una terminal muestra todos los detalles.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_build.py" line="68"/>
        <source>the build ended without saying why</source>
        <translation>la compilación terminó sin decir por qué</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/local_models.py" line="41"/>
        <source>The model catalogue on Hugging Face cannot be reached: this computer seems to be offline. Models already on this computer, and “I already have a model file…”, still work.</source>
        <translation>No se puede acceder al catálogo de modelos de Hugging Face: este ordenador parece estar sin conexión. Los modelos que ya están en este ordenador, y «Ya tengo un archivo de modelo…», siguen funcionando.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="93"/>
        <source>“{what}” asks you to accept its terms on huggingface.co first; Verbatim only downloads models anyone may.</source>
        <translation>«{what}» pide aceptar primero sus condiciones en huggingface.co; Verbatim solo descarga modelos que cualquiera puede descargar.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="99"/>
        <source>Hugging Face has no model called “{what}”.</source>
        <translation>Hugging Face no tiene ningún modelo llamado «{what}».</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="101"/>
        <location filename="../../desktop/local/speech_hub.py" line="103"/>
        <source>Hugging Face has no file “{what}”.</source>
        <translation>Hugging Face no tiene el archivo «{what}».</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="106"/>
        <location filename="../../desktop/local/hub.py" line="133"/>
        <source>Hugging Face could not be reached or answered oddly: {why}.</source>
        <translation>No se pudo contactar con Hugging Face o respondió de forma extraña: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="128"/>
        <source>The disk filled up during the download. The partial file was removed; free some space and try again.</source>
        <translation>El disco se llenó durante la descarga. Se eliminó el archivo parcial; libere espacio e inténtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="244"/>
        <location filename="../../desktop/local/speech_hub.py" line="197"/>
        <source>“{name}” went on past the {size} Hugging Face lists for it, so the download was stopped and nothing of it was kept.</source>
        <translation>«{name}» superó los {size} que Hugging Face indica para él, así que la descarga se detuvo y no se conservó nada de ella.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="252"/>
        <source>Hugging Face lists no size for “{name}”, and it went on past {size}, the most Verbatim takes of such a file here, so the download was stopped and nothing of it was kept.</source>
        <translation>Hugging Face no indica ningún tamaño para «{name}», y superó {size}, lo máximo que Verbatim acepta aquí de un archivo así, así que la descarga se detuvo y no se conservó nada de ella.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="261"/>
        <location filename="../../desktop/local/speech_hub.py" line="166"/>
        <source>“{name}” needs {need} of free disk space and {free} is free. Nothing was downloaded.</source>
        <translation>«{name}» necesita {need} de espacio libre en disco y hay {free} libres. No se descargó nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="301"/>
        <source>“{name}” did not arrive as Hugging Face lists it (its checksum differs), so it was removed. Try the download again.</source>
        <translation>«{name}» no llegó como lo indica Hugging Face (su suma de comprobación difiere), así que se eliminó. Vuelva a intentar la descarga.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="121"/>
        <source>“{name}” is protected by a password. Open it, save a copy without the password, and attach that.</source>
        <translation>“{name}” está protegido con contraseña. Ábrelo, guarda una copia sin contraseña y adjúntala.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="136"/>
        <source>“{name}” unpacks to far more than a document holds (a zip bomb?), so Verbatim did not open it.</source>
        <translation>Al descomprimirse, “{name}” ocupa mucho más de lo que contiene un documento (¿una bomba zip?), así que Verbatim no lo abrió.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="144"/>
        <source>“{name}” declares XML entities, which can make a small file expand without end, so Verbatim did not read it.</source>
        <translation>“{name}” declara entidades XML, que pueden hacer que un archivo pequeño crezca sin fin, así que Verbatim no lo leyó.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/paging.py" line="60"/>
        <location filename="../../desktop/engine/attachments.py" line="99"/>
        <source>“{name}” could not be read; the file may be damaged or cut short.</source>
        <translation>No se pudo leer “{name}”; puede que el archivo esté dañado o truncado.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="171"/>
        <source>“{name}” is protected by a password. Open it in a PDF reader, save a copy without the password, and attach that.</source>
        <translation>“{name}” está protegido con contraseña. Ábrelo en un lector de PDF, guarda una copia sin contraseña y adjúntala.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="352"/>
        <source>“{name}” needs more memory to read than Verbatim allows a document.</source>
        <translation>Leer “{name}” requiere más memoria de la que Verbatim permite a un documento.</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="357"/>
        <location filename="../../desktop/documents/reader.py" line="242"/>
        <source>“{name}” could not be read as {kind}; the file may be damaged.</source>
        <translation>No se pudo leer “{name}” como {kind}; puede que el archivo esté dañado.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/projects.py" line="30"/>
        <source>A project needs a name.</source>
        <translation>Un proyecto necesita un nombre.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/projects.py" line="72"/>
        <source>“{name}” was deleted on another device, so your changes could not be kept. Its instructions were: {instructions}</source>
        <translation>“{name}” se eliminó en otro dispositivo, así que tus cambios no se pudieron guardar. Sus instrucciones eran: {instructions}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/projects.py" line="92"/>
        <source>This project was deleted.</source>
        <translation>Este proyecto se eliminó.</translation>
    </message>
    <message>
        <location filename="../../desktop/store/project_store.py" line="181"/>
        <source>The project&apos;s file “{name}” is missing its contents.</source>
        <translation>Falta el contenido del archivo “{name}” del proyecto.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="56"/>
        <source>{name} · {pages} · {words} words, as Verbatim read it</source>
        <translation>{name} · {pages} · {words} palabras, tal como lo leyó Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="66"/>
        <source>This document has no text layer: its pages are pictures (a scan), so there were no words to read. The model is told so.</source>
        <translation>Este documento no tiene capa de texto: sus páginas son imágenes (un escaneo), así que no había palabras que leer. Se le indica al modelo.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="76"/>
        <location filename="../../desktop/ui/documents/document_view.py" line="78"/>
        <source>Go to page</source>
        <translation>Ir a la página</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="244"/>
        <location filename="../../desktop/ui/documents/document_view.py" line="294"/>
        <source>Sources:</source>
        <translation>Fuentes:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/documents/document_view.py" line="251"/>
        <source>{name}, page(s)</source>
        <translation>
            <numerusform>{name}, página</numerusform>
            <numerusform>{name}, páginas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="274"/>
        <source>Open {name} at page {n}: the model was given the whole document</source>
        <translation>Abrir {name} en la página {n}: el modelo recibió el documento entero</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="277"/>
        <source>Open {name} at page {n}</source>
        <translation>Abrir {name} en la página {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="309"/>
        <source>Open {address} in the browser</source>
        <translation>Abrir {address} en el navegador</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="311"/>
        <source>{address} is not a web address: it is not opened</source>
        <translation>{address} no es una dirección web: no se abre</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="272"/>
        <source>Open {name} at page {n}, at the passage the model was given</source>
        <translation>Abrir {name} en la página {n}, en el pasaje que recibió el modelo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_part.py" line="139"/>
        <source>Add files to the project</source>
        <translation>Agregar archivos al proyecto</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="116"/>
        <source>a PDF</source>
        <translation>un PDF</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="117"/>
        <source>a Word document</source>
        <translation>un documento de Word</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="118"/>
        <source>a PowerPoint presentation</source>
        <translation>una presentación de PowerPoint</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="119"/>
        <source>an Excel workbook</source>
        <translation>un libro de Excel</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="120"/>
        <source>an OpenDocument text</source>
        <translation>un texto de OpenDocument</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="121"/>
        <source>an EPUB book</source>
        <translation>un libro EPUB</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="122"/>
        <source>an RTF document</source>
        <translation>un documento RTF</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="123"/>
        <source>a web page</source>
        <translation>una página web</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="124"/>
        <source>a Markdown file</source>
        <translation>un archivo Markdown</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="125"/>
        <source>a CSV table</source>
        <translation>una tabla CSV</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="126"/>
        <source>a picture</source>
        <translation>una imagen</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="33"/>
        <source>Reads pictures as well as text.</source>
        <translation>Lee imágenes además de texto.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="35"/>
        <source>Made for writing and explaining code.</source>
        <translation>Hecho para escribir y explicar código.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="37"/>
        <source>Tiny and quick: short answers and simple tasks, on any computer.</source>
        <translation>Diminuto y rápido: respuestas cortas y tareas sencillas, en cualquier ordenador.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="39"/>
        <source>Small and quick: everyday questions, summaries and drafts.</source>
        <translation>Pequeño y rápido: preguntas cotidianas, resúmenes y borradores.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="41"/>
        <source>Medium: writing, reasoning and code, given enough memory.</source>
        <translation>Mediano: redacción, razonamiento y código, con memoria suficiente.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="42"/>
        <source>Large: the most careful answers, on a strong computer.</source>
        <translation>Grande: las respuestas más cuidadas, en un ordenador potente.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/local_models/model_cards.py" line="115"/>
        <source>reads %n token(s)</source>
        <translation>
            <numerusform>lee %n token</numerusform>
            <numerusform>lee %n tokens</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="116"/>
        <source>needs {memory} here</source>
        <translation>necesita aquí {memory}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/bounded_json.py" line="150"/>
        <source>one conversation (or one file in it) is larger than {mb} MB, the most Verbatim reads at once</source>
        <translation>una conversación (o un archivo que contiene) ocupa más de {mb} MB, lo máximo que Verbatim lee de una vez</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/bounded_json.py" line="163"/>
        <source>it holds more than {size} bytes of blank space in a row</source>
        <translation>contiene más de {size} bytes seguidos de espacio en blanco</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/bounded_json.py" line="164"/>
        <source>it holds a text longer than {size} bytes</source>
        <translation>contiene un texto de más de {size} bytes</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/provider_names.py" line="18"/>
        <source>This computer</source>
        <translation>Este equipo</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="237"/>
        <source>an unexpected error ({kind}) with no message</source>
        <translation>un error inesperado ({kind}) sin mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="242"/>
        <source>there was not enough memory</source>
        <translation>no había memoria suficiente</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="243"/>
        <location filename="../../desktop/web/fetch.py" line="354"/>
        <source>it took too long</source>
        <translation>tardó demasiado</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="244"/>
        <source>permission was refused</source>
        <translation>se denegó el permiso</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="245"/>
        <source>a file it needed is not there</source>
        <translation>falta un archivo necesario</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="246"/>
        <source>the connection was lost</source>
        <translation>se perdió la conexión</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="247"/>
        <source>the system refused</source>
        <translation>el sistema lo rechazó</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="248"/>
        <source>the data is nested too deeply</source>
        <translation>los datos están anidados a demasiada profundidad</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="249"/>
        <source>it was interrupted</source>
        <translation>se interrumpió</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/sequence.py" line="209"/>
        <source>This sync round needed more memory than this computer gave Verbatim, and stopped. What it received so far is kept; the next round tries again.</source>
        <translation>Esta ronda de sincronización necesitó más memoria de la que este ordenador le dio a Verbatim y se detuvo. Lo recibido hasta ahora se conserva; la siguiente ronda lo intentará de nuevo.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/update_line.py" line="44"/>
        <location filename="../../desktop/ui/update_line.py" line="84"/>
        <source>What&apos;s new</source>
        <translation>Novedades</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/update_line.py" line="82"/>
        <source>Verbatim {version} is out:</source>
        <translation>Ya está disponible Verbatim {version}:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/update_line.py" line="84"/>
        <source>Opens the release&apos;s page in your browser</source>
        <translation>Abre la página de esta versión en su navegador</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="61"/>
        <source>{address} took longer than {seconds} seconds to read, so it was left out.</source>
        <translation>Leer {address} tardó más de {seconds} segundos, así que se dejó fuera.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="76"/>
        <source>{address} could not be read within the memory and time Verbatim allows a page, so it was left out.</source>
        <translation>{address} no se pudo leer dentro de la memoria y el tiempo que Verbatim permite a una página, así que se omitió.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="94"/>
        <source>{address} has no text to read.</source>
        <translation>{address} no tiene texto que leer.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="115"/>
        <source>{address} is a scanned PDF with no text layer.</source>
        <translation>{address} es un PDF escaneado sin capa de texto.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="114"/>
        <source>it is this computer itself (a loopback address)</source>
        <translation>es este mismo equipo (una dirección de bucle local)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="116"/>
        <source>it is the cloud metadata service&apos;s address</source>
        <translation>es la dirección del servicio de metadatos de la nube</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="118"/>
        <source>it is a link-local address (this computer&apos;s own network segment)</source>
        <translation>es una dirección de enlace local (el propio segmento de red de este equipo)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="126"/>
        <source>it is a shared address of the internet provider&apos;s network (CGNAT)</source>
        <translation>es una dirección compartida de la red del proveedor de internet (CGNAT)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="128"/>
        <source>it is a unique local address (a private network)</source>
        <translation>es una dirección local única (una red privada)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="130"/>
        <source>it is a private network&apos;s address (a home or office network)</source>
        <translation>es la dirección de una red privada (de casa o de la oficina)</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="132"/>
        <source>it is not a public internet address</source>
        <translation>no es una dirección pública de internet</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="149"/>
        <source>{address} did not answer within {seconds} seconds.</source>
        <translation>{address} no respondió en {seconds} segundos.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="166"/>
        <source>Verbatim does not fetch {address}: {why}.</source>
        <translation>Verbatim no descarga {address}: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="177"/>
        <source>{address} redirected more than {count} times; Verbatim stopped following it.</source>
        <translation>{address} redirigió más de {count} veces; Verbatim dejó de seguirla.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="188"/>
        <source>{address} is not a web address.</source>
        <translation>{address} no es una dirección web.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="191"/>
        <source>Verbatim fetches only http and https addresses, not {address}.</source>
        <translation>Verbatim solo descarga direcciones http y https, no {address}.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="214"/>
        <source>The name {host} could not be found.</source>
        <translation>No se encontró el nombre {host}.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="243"/>
        <source>{address} could not be reached ({why}).</source>
        <translation>No se pudo acceder a {address} ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="250"/>
        <source>{address} redirected without saying where.</source>
        <translation>{address} redirigió sin decir adónde.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="256"/>
        <source>{address} answered {status} instead of the page.</source>
        <translation>{address} respondió {status} en lugar de la página.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="278"/>
        <source>{address} is not a web page, text or PDF (it is “{type}”); Verbatim reads only those.</source>
        <translation>{address} no es una página web, texto ni PDF (es «{type}»); Verbatim solo lee esos.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="294"/>
        <source>{address} is larger than {size} MB; Verbatim stopped reading it.</source>
        <translation>{address} ocupa más de {size} MB; Verbatim dejó de leerla.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="345"/>
        <source>{address} was sent in an encoding Verbatim did not ask for ({encoding}).</source>
        <translation>{address} se envió en una codificación que Verbatim no pidió ({encoding}).</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="324"/>
        <source>{address} sent a damaged compressed page.</source>
        <translation>{address} envió una página comprimida dañada.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="328"/>
        <source>{address} broke off while sending ({why}).</source>
        <translation>{address} se interrumpió durante el envío ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="356"/>
        <source>the connection was refused or failed</source>
        <translation>la conexión fue rechazada o falló</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="358"/>
        <source>it did not answer in HTTP</source>
        <translation>no respondió en HTTP</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="359"/>
        <source>the connection failed</source>
        <translation>la conexión falló</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="77"/>
        <source>Brave Search needs an API key. Add it in Settings → Web search (or set BRAVE_API_KEY), or answer without search.</source>
        <translation>Brave Search necesita una clave de API. Añádela en Ajustes → Búsqueda web (o define BRAVE_API_KEY), o responde sin búsqueda.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="87"/>
        <source>The SearXNG instance at {address}</source>
        <translation>La instancia de SearXNG en {address}</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="90"/>
        <source>{name} is not a web address.</source>
        <translation>{name} no es una dirección web.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="96"/>
        <location filename="../../desktop/web/search.py" line="107"/>
        <source>{name} did not answer with search results.</source>
        <translation>{name} no respondió con resultados de búsqueda.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="101"/>
        <source>Brave Search</source>
        <translation>Brave Search</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="155"/>
        <source>{name} refused the API key ({status}). Check it in Settings → Web search, or answer without search.</source>
        <translation>{name} rechazó la clave de API ({status}). Compruébala en Ajustes → Búsqueda web, o responde sin búsqueda.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="164"/>
        <source>{name} refused to answer in JSON (403). Its settings.yml must list json under search: formats.</source>
        <translation>{name} se negó a responder en JSON (403). Su settings.yml debe incluir json en search: formats.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="172"/>
        <source>{name} says too many searches were asked for (429). Wait a little, or answer without search.</source>
        <translation>{name} dice que se pidieron demasiadas búsquedas (429). Espera un poco, o responde sin búsqueda.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="180"/>
        <source>{name} answered {status} instead of results.</source>
        <translation>{name} respondió {status} en lugar de resultados.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="189"/>
        <source>{name} sent far too long an answer.</source>
        <translation>{name} envió una respuesta demasiado larga.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="192"/>
        <source>{name} did not answer within {seconds} seconds.</source>
        <translation>{name} no respondió en {seconds} segundos.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="196"/>
        <source>{name} could not be reached. Is it running? Check its address.</source>
        <translation>No se pudo acceder a {name}. ¿Está en marcha? Comprueba su dirección.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="201"/>
        <source>{name} did not answer in JSON.</source>
        <translation>{name} no respondió en JSON.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="207"/>
        <source>DuckDuckGo</source>
        <translation>DuckDuckGo</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="218"/>
        <source>{name} could not be reached, or refused the search. Try again later, or answer without search.</source>
        <translation>No se pudo acceder a {name} o rechazó la búsqueda. Inténtalo más tarde, o responde sin búsqueda.</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="226"/>
        <source>{name} refused the search; it may be limiting searches. Try again later.</source>
        <translation>{name} rechazó la búsqueda; puede que esté limitando las búsquedas. Inténtalo más tarde.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="51"/>
        <source>the SearXNG instance at {address}</source>
        <translation>la instancia de SearXNG en {address}</translation>
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
        <translation>Este equipo no tiene un llavero (almacén de contraseñas) que Verbatim pueda usar, así que la clave no se puede guardar de forma segura. En su lugar, define la variable de entorno BRAVE_API_KEY antes de iniciar Verbatim.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="78"/>
        <source>The key could not be kept in the keyring: {error}</source>
        <translation>No se pudo guardar la clave en el llavero: {error}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="119"/>
        <source>Web search is on: your question goes to {where}, and Verbatim fetches the pages it finds. The globe by the message box turns it off.</source>
        <translation>La búsqueda web está activada: tu pregunta se envía a {where} y Verbatim descarga las páginas que encuentra. El globo junto al cuadro de mensaje la desactiva.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="171"/>
        <source>{why} This answer was written without search.</source>
        <translation>{why} Esta respuesta se escribió sin búsqueda.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="178"/>
        <source>None of the pages the search found could be read ({why}). This answer was written without search.</source>
        <translation>No se pudo leer ninguna de las páginas encontradas ({why}). Esta respuesta se escribió sin búsqueda.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="184"/>
        <source>The search found nothing. This answer was written without search.</source>
        <translation>La búsqueda no encontró nada. Esta respuesta se escribió sin búsqueda.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="37"/>
        <source>With the globe by the message box on, Verbatim sends your question to the search provider chosen here, fetches the pages it finds and gives the model their most relevant passages, numbered, so the answer can cite them.</source>
        <translation>Con el globo junto al cuadro de mensaje encendido, Verbatim envía tu pregunta al proveedor de búsqueda elegido aquí, descarga las páginas que encuentra y da al modelo sus pasajes más relevantes, numerados, para que la respuesta pueda citarlos.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="46"/>
        <source>No web search</source>
        <translation>Sin búsqueda web</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="47"/>
        <source>A SearXNG instance (on this computer or your network)</source>
        <translation>Una instancia de SearXNG (en este equipo o en tu red)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="48"/>
        <source>Brave Search (needs an API key)</source>
        <translation>Brave Search (necesita una clave de API)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="49"/>
        <source>DuckDuckGo (no key)</source>
        <translation>DuckDuckGo (sin clave)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="76"/>
        <source>The globe starts on for each question; it can still be turned off for one.</source>
        <translation>El globo empieza encendido en cada pregunta; aún puede apagarse para una.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="103"/>
        <source>The SearXNG address must start with http:// or https://.</source>
        <translation>La dirección de SearXNG debe empezar por http:// o https://.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/dictation.py" line="67"/>
        <source>{why} Nothing was transcribed.</source>
        <translation>{why} No se transcribió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/dictation.py" line="250"/>
        <location filename="../../desktop/voice/speech.py" line="106"/>
        <source>No speech model is installed, so dictation cannot start. The keyboard works as always.</source>
        <translation>No hay ningún modelo de voz instalado, así que el dictado no puede empezar. El teclado funciona como siempre.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="84"/>
        <source>No microphone was found. Connect one and press the microphone again; the keyboard works as always.</source>
        <translation>No se encontró ningún micrófono. Conecta uno y vuelve a pulsar el micrófono; el teclado funciona como siempre.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="115"/>
        <source>The microphone could not be opened. The keyboard works as always.</source>
        <translation>No se pudo abrir el micrófono. El teclado funciona como siempre.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="134"/>
        <source>Allow Verbatim to use the microphone, then press the microphone again.</source>
        <translation>Permite que Verbatim use el micrófono y vuelve a pulsar el micrófono.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="139"/>
        <source>Verbatim may not use the microphone. Allow it in the system&apos;s privacy settings; the keyboard works as always.</source>
        <translation>Verbatim no tiene permiso para usar el micrófono. Permítelo en la configuración de privacidad del sistema; el teclado funciona como siempre.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="202"/>
        <source>The microphone stopped ({error}). The words heard until then are in the message.</source>
        <translation>El micrófono se detuvo ({error}). Las palabras oídas hasta entonces están en el mensaje.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="281"/>
        <source>The words of a dictation interrupted when Verbatim last closed are back in the message. Send them, or empty the message to discard them.</source>
        <translation>Las palabras de un dictado interrumpido cuando Verbatim se cerró por última vez están de nuevo en el mensaje. Envíalas o vacía el mensaje para descartarlas.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="291"/>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="292"/>
        <source>it stopped giving sound</source>
        <translation>dejó de dar sonido</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="293"/>
        <source>the sound system failed</source>
        <translation>falló el sistema de sonido</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="294"/>
        <source>no sound</source>
        <translation>sin sonido</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/speech.py" line="149"/>
        <source>The speech engine could not be loaded ({why}), so dictation cannot start. The keyboard works as always.</source>
        <translation>No se pudo cargar el motor de reconocimiento de voz ({why}), así que el dictado no puede empezar. El teclado funciona como siempre.</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/speech.py" line="169"/>
        <source>The speech model in {path} could not be loaded ({why}).</source>
        <translation>No se pudo cargar el modelo de voz de {path} ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/speech.py" line="205"/>
        <source>{name} could not be read as sound ({why}).</source>
        <translation>No se pudo leer {name} como sonido ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_choice.py" line="73"/>
        <source>this installation has no GPU engine</source>
        <translation>esta instalación no tiene motor de GPU</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="80"/>
        <source>On the processor ({why})</source>
        <translation>En el procesador ({why})</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="81"/>
        <source>On the processor</source>
        <translation>En el procesador</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="83"/>
        <source>On the GPU: {name} (Vulkan)</source>
        <translation>En la GPU: {name} (Vulkan)</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="85"/>
        <source>On the GPU: {name} (Vulkan), {layers} of {of} layers</source>
        <translation>En la GPU: {name} (Vulkan), {layers} de {of} capas</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="106"/>
        <source>no GPU driver found</source>
        <translation>no se encontró ningún controlador de GPU</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="108"/>
        <source>No graphics driver with Vulkan was found; install mesa-vulkan-drivers or your card&apos;s driver.</source>
        <translation>No se encontró ningún controlador gráfico con Vulkan; instala mesa-vulkan-drivers o el controlador de tu tarjeta.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="156"/>
        <source>as chosen in Settings</source>
        <translation>según lo elegido en Ajustes</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="168"/>
        <source>no graphics card found</source>
        <translation>no se encontró ninguna tarjeta gráfica</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="170"/>
        <source>Only a software Vulkan device ({name}) was found, which is slower than the processor; install your graphics card&apos;s driver.</source>
        <translation>Solo se encontró un dispositivo Vulkan por software ({name}), más lento que el procesador; instala el controlador de tu tarjeta gráfica.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="196"/>
        <source>the graphics card ran out of memory</source>
        <translation>la tarjeta gráfica se quedó sin memoria</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="197"/>
        <source>the graphics card stopped</source>
        <translation>la tarjeta gráfica se detuvo</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="203"/>
        <source>The graphics card ran out of memory.</source>
        <translation>La tarjeta gráfica se quedó sin memoria.</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="204"/>
        <source>The graphics card stopped.</source>
        <translation>La tarjeta gráfica se detuvo.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="144"/>
        <source>No speaker or headphones were found, so the answer cannot be read aloud.</source>
        <translation>No se encontraron altavoces ni auriculares, así que la respuesta no se puede leer en voz alta.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="150"/>
        <source>The speaker could not be opened, so the answer cannot be read aloud.</source>
        <translation>No se pudo abrir el altavoz, así que la respuesta no se puede leer en voz alta.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="213"/>
        <source>Stop reading aloud</source>
        <translation>Dejar de leer en voz alta</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/reading.py" line="277"/>
        <source>espeak-ng could not speak ({why}).</source>
        <translation>espeak-ng no pudo hablar ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/reading.py" line="286"/>
        <location filename="../../desktop/voice/reading.py" line="296"/>
        <source>espeak-ng gave no sound.</source>
        <translation>espeak-ng no produjo ningún sonido.</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/reading.py" line="315"/>
        <source>No voice that speaks this answer&apos;s language is installed, so it cannot be read aloud. Installing espeak-ng (on Debian and Ubuntu: sudo apt install espeak-ng) adds one for every language.</source>
        <translation>No hay instalada ninguna voz que hable el idioma de esta respuesta, así que no se puede leer en voz alta. Instalar espeak-ng (en Debian y Ubuntu: sudo apt install espeak-ng) añade una para cada idioma.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="96"/>
        <source>Web search is not on for this question.</source>
        <translation>La búsqueda web no está activada para esta pregunta.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="98"/>
        <source>The search needs a query: words to search for.</source>
        <translation>La búsqueda necesita una consulta: palabras que buscar.</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="101"/>
        <source>Searching the web for “{query}”…</source>
        <translation>Buscando «{query}» en la web…</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="113"/>
        <source>The search found no page that could be read.</source>
        <translation>La búsqueda no encontró ninguna página que se pudiera leer.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/file_reading.py" line="29"/>
        <source>Reading the words in the picture…</source>
        <translation>Leyendo el texto de la imagen…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/file_reading.py" line="32"/>
        <source>Reading page {page} of {pages} from the scan…</source>
        <translation>Leyendo la página {page} de {pages} del escaneo…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/file_reading.py" line="33"/>
        <source>Reading…</source>
        <translation>Leyendo…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="43"/>
        <source>English</source>
        <translation>Inglés</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="44"/>
        <source>German</source>
        <translation>Alemán</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="45"/>
        <source>French</source>
        <translation>Francés</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="46"/>
        <source>Spanish</source>
        <translation>Español</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="47"/>
        <source>Chinese</source>
        <translation>Chino</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="56"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="47"/>
        <source>{languages} and many more</source>
        <translation>{languages} y muchos más</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="57"/>
        <source>{size} · {languages}</source>
        <translation>{size} · {languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="64"/>
        <source>Installed, not in use</source>
        <translation>Instalado, sin usar</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="66"/>
        <source>In use for dictation in {languages}</source>
        <translation>En uso para el dictado en {languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="70"/>
        <source>In use for dictation</source>
        <translation>En uso para el dictado</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="71"/>
        <source>In use for {languages}</source>
        <translation>En uso para: {languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="108"/>
        <source>Delete {name} from this computer</source>
        <translation>Borrar {name} de este ordenador</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="110"/>
        <source>Stop using {name}; its folder stays where it is</source>
        <translation>Dejar de usar {name}; su carpeta se queda donde está</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="144"/>
        <source>Add from a folder…</source>
        <translation>Añadir desde una carpeta…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="146"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="223"/>
        <source>Add a speech model from its folder</source>
        <translation>Añadir un modelo de voz desde su carpeta</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="194"/>
        <source>Download from Hugging Face</source>
        <translation>Descargar de Hugging Face</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="233"/>
        <source>Adding {name}…</source>
        <translation>Añadiendo {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="241"/>
        <source>Added {name}; dictation uses it from now on.</source>
        <translation>{name} añadido; el dictado lo usa a partir de ahora.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="252"/>
        <source>Delete {name}?</source>
        <translation>¿Borrar {name}?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="254"/>
        <source>{name} ({size}) will be deleted from this computer. Dictation then uses the next speech model for its languages; you can download it again.</source>
        <translation>{name} ({size}) se borrará de este ordenador. El dictado usará entonces el siguiente modelo de voz para sus idiomas; podrá descargarlo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="276"/>
        <source>Removed {name}; the folder itself was left where it is.</source>
        <translation>{name} quitado; la carpeta en sí se quedó donde está.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="170"/>
        <source>Speech to text</source>
        <translation>Voz a texto</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="134"/>
        <source>Everything here runs on this computer; what you say never leaves it. A speech model is downloaded once from Hugging Face or added from its folder, and the last one added is the one dictation uses for the languages it knows.</source>
        <translation>Todo aquí se ejecuta en este ordenador; lo que dices nunca sale de él. Un modelo de voz se descarga una vez de Hugging Face o se añade desde su carpeta, y el último añadido es el que usa el dictado para los idiomas que conoce.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="170"/>
        <source>No speech model is installed.</source>
        <translation>No hay ningún modelo de reconocimiento de voz instalado.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="171"/>
        <source>Voices</source>
        <translation>Voces</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="171"/>
        <source>No voice is installed.</source>
        <translation>No hay ninguna voz instalada.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="48"/>
        <location filename="../../desktop/ui/voice/voice_check.py" line="52"/>
        <source>Test microphone</source>
        <translation>Probar el micrófono</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="49"/>
        <location filename="../../desktop/ui/voice/voice_check.py" line="55"/>
        <source>Test voice</source>
        <translation>Probar la voz</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="53"/>
        <source>Records three seconds and shows the words heard.</source>
        <translation>Graba tres segundos y muestra las palabras oídas.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="55"/>
        <source>Says a sentence through the speaker.</source>
        <translation>Dice una frase por el altavoz.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="109"/>
        <source>No microphone was found (or no sound system is running).</source>
        <translation>No se encontró ningún micrófono (o no hay ningún sistema de sonido en marcha).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="116"/>
        <source>Listening done; recognising the words…</source>
        <translation>Escucha terminada; reconociendo las palabras…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="123"/>
        <source>Heard: “{words}”</source>
        <translation>Oído: «{words}»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="125"/>
        <source>No words were heard. Check that the microphone is on and not muted.</source>
        <translation>No se oyó ninguna palabra. Compruebe que el micrófono está encendido y no silenciado.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="136"/>
        <source>The microphone could not be opened.</source>
        <translation>No se pudo abrir el micrófono.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="138"/>
        <source>Listening for three seconds: say something.</source>
        <translation>Escuchando tres segundos: diga algo.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="155"/>
        <source>The microphone gave no sound. Check that it is connected and on.</source>
        <translation>El micrófono no dio sonido. Compruebe que está conectado y encendido.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="172"/>
        <source>This is how Verbatim reads answers aloud.</source>
        <translation>Así lee Verbatim las respuestas en voz alta.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="183"/>
        <source>No speaker or headphones were found (or no sound system is running).</source>
        <translation>No se encontraron altavoces ni auriculares (o no hay ningún sistema de sonido en marcha).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="188"/>
        <source>The speaker could not be opened.</source>
        <translation>No se pudo abrir el altavoz.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="190"/>
        <source>Speaking: “{sentence}”</source>
        <translation>Diciendo: «{sentence}»</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_models.py" line="129"/>
        <source>“{path}” is a folder with no model Verbatim can use: give a GGUF file, or the folder of a faster-whisper (CTranslate2) speech model, with its model.bin and config.json. Nothing was added.</source>
        <translation>«{path}» es una carpeta sin ningún modelo que Verbatim pueda usar: indique un archivo GGUF o la carpeta de un modelo de voz faster-whisper (CTranslate2), con su model.bin y su config.json. No se añadió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_models.py" line="157"/>
        <source>{name} comes with Verbatim and stays; only a speech model that was added or downloaded can be removed.</source>
        <translation>{name} viene con Verbatim y se queda; solo se puede quitar un modelo de voz que se haya añadido o descargado.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_models.py" line="161"/>
        <source>There is no speech model called “{name}”.</source>
        <translation>No hay ningún modelo de voz llamado «{name}».</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/openai.py" line="71"/>
        <source>The OpenAI-compatible server</source>
        <translation>El servidor compatible con OpenAI</translation>
    </message>
    <message>
        <location filename="../../desktop/local/speech_hub.py" line="114"/>
        <source>Hugging Face lists no size for “{name}”.</source>
        <translation>Hugging Face no indica ningún tamaño para «{name}».</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_downloads.py" line="121"/>
        <source>Verbatim offers no speech model called “{name}”. It offers: {names}.</source>
        <translation>Verbatim no ofrece ningún modelo de voz llamado «{name}». Ofrece: {names}.</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_downloads.py" line="150"/>
        <source>{name} is no longer used, but its folder “{path}” could not be deleted: {why}</source>
        <translation>{name} ya no se usa, pero su carpeta «{path}» no se pudo borrar: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="41"/>
        <source>✕ Not enough disk space</source>
        <translation>✕ No hay espacio en disco suficiente</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="48"/>
        <source>about {size} · {languages}</source>
        <translation>unos {size} · {languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="50"/>
        <source>{size} already here</source>
        <translation>{size} ya descargados</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="75"/>
        <source>Download {name}</source>
        <translation>Descargar {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="140"/>
        <source>The download was cancelled; what arrived is kept, and Download goes on from there.</source>
        <translation>La descarga se canceló; lo que llegó se conserva y «Descargar» continúa desde ahí.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="154"/>
        <source>Downloaded {name}; dictation uses it for {languages}.</source>
        <translation>Se descargó {name}; el dictado lo usa para {languages}.</translation>
    </message>
</context>
</TS>
