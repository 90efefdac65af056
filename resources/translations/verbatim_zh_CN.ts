<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <location filename="../../desktop/app.py" line="182"/>
        <location filename="../../desktop/app.py" line="189"/>
        <source>Verbatim cannot open its data</source>
        <translation>Verbatim 无法打开其数据</translation>
    </message>
    <message>
        <location filename="../../desktop/app.py" line="193"/>
        <source>Verbatim could not start: {error}. Your conversations were not changed. The details are in {log}; please send them with a report.</source>
        <translation>Verbatim 无法启动：{error}。你的对话没有被更改。详细信息位于 {log}，报告问题时请一并附上。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/anthropic.py" line="114"/>
        <source>Anthropic needs an API key. Add it in Settings → Providers, or set {variable} before starting Verbatim.</source>
        <translation>Anthropic 需要 API 密钥。请在“设置 → 提供商”中添加，或在启动 Verbatim 前设置 {variable}。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="149"/>
        <source>“{address}” is not an address Verbatim can use. It must be a web address starting with http:// or https://, for example {example}. Check it in Settings → Providers.</source>
        <translation>“{address}”不是 Verbatim 可用的地址。它必须是以 http:// 或 https:// 开头的网址，例如 {example}。请在“设置 → 提供商”中检查。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="162"/>
        <source>The model server at {address} did not answer. Is {product} running?</source>
        <translation>{address} 上的模型服务器没有响应。{product} 是否正在运行？</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="102"/>
        <source>The server at {address} sent Verbatim elsewhere ({status} redirect to {target}). Redirects are not followed, so that a key is never sent to an address you did not choose; if that address is right, enter it in Settings → Providers.</source>
        <translation>{address} 上的服务器将 Verbatim 重定向到了别处（{status} 重定向至 {target}）。为确保密钥不会发送到你未选择的地址，Verbatim 不会跟随重定向；如果该地址正确，请在“设置 → 提供商”中填写它。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="60"/>
        <source>{product} at {address} refused the API key ({status}). Check the key in Settings → Providers.</source>
        <translation>{address} 上的 {product} 拒绝了 API 密钥（{status}）。请在“设置 → 提供商”中检查密钥。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="130"/>
        <source>The model “{model}” is not available at {address}. It offers: {models}. Pick another model in the header.</source>
        <translation>{address} 上没有模型“{model}”。可用的模型：{models}。请在顶部选择其他模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="138"/>
        <source>The model “{model}” is not available at {address}. Pick another model in the header.</source>
        <translation>{address} 上没有模型“{model}”。请在顶部选择其他模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="120"/>
        <source>Nothing answers chat requests at {address} (404). Check the address in Settings → Providers.</source>
        <translation>{address} 上没有服务响应聊天请求（404）。请在“设置 → 提供商”中检查地址。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="153"/>
        <source>{product} is limiting requests right now. Try again in {seconds} seconds.</source>
        <translation>{product} 目前正在限制请求。请在 {seconds} 秒后重试。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="159"/>
        <source>{product} is limiting requests right now. Try again in a moment.</source>
        <translation>{product} 目前正在限制请求。请稍后重试。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="76"/>
        <source>{product} at {address} had an internal error ({status}): {said}</source>
        <translation>{address} 上的 {product} 发生内部错误（{status}）：{said}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http_status.py" line="87"/>
        <source>{product} at {address} refused the request ({status}): {said}</source>
        <translation>{address} 上的 {product} 拒绝了请求（{status}）：{said}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="90"/>
        <source>the model server</source>
        <translation>模型服务器</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="206"/>
        <source>{product} at {address} accepted the connection but sent no answer within {seconds} seconds.</source>
        <translation>{address} 上的 {product} 接受了连接，但在 {seconds} 秒内没有发送任何回答。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="218"/>
        <source>Connecting to {address} took too long. Is the address right?</source>
        <translation>连接 {address} 超时。地址是否正确？</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="231"/>
        <source>{product} at {address} closed the connection without answering.</source>
        <translation>{address} 上的 {product} 未作回答就关闭了连接。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="241"/>
        <source>Verbatim could not talk to {address}: {error}</source>
        <translation>Verbatim 无法与 {address} 通信：{error}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="299"/>
        <source>{product} did not start answering within {seconds} seconds.</source>
        <translation>{product} 在 {seconds} 秒内没有开始回答。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="305"/>
        <source>{product} did not send more of the answer within {seconds} seconds.</source>
        <translation>{product} 在 {seconds} 秒内没有继续发送回答。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="314"/>
        <source>{product} sent a compressed answer Verbatim could not unpack. The text so far is kept.</source>
        <translation>{product} 发送了 Verbatim 无法解压的压缩回答。已收到的文本会保留。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="340"/>
        <source>{product} sent a line too long to be a chat message (over {megabytes} MB). The text so far is kept.</source>
        <translation>{product} 发送的一行内容过长，不可能是聊天消息（超过 {megabytes} MB）。已收到的文本会保留。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="352"/>
        <source>{product} closed the connection before the answer was finished.</source>
        <translation>{product} 在回答完成前关闭了连接。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="362"/>
        <source>{product} sent data Verbatim could not read. The text so far is kept.</source>
        <translation>{product} 发送了 Verbatim 无法读取的数据。已收到的文本会保留。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/http.py" line="371"/>
        <source>{product} reported an error while answering: {said}</source>
        <translation>{product} 在回答时报告了错误：{said}</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/keys.py" line="34"/>
        <source>This computer has no keyring (password store) Verbatim can use, so the key cannot be saved safely. Set the {var} environment variable before starting Verbatim instead.</source>
        <translation>这台电脑没有 Verbatim 可用的密钥环（密码存储），因此无法安全地保存密钥。请改为在启动 Verbatim 前设置环境变量 {var}。</translation>
    </message>
    <message>
        <location filename="../../desktop/cli/history.py" line="45"/>
        <source>Read a {kind} export: {conversations}, {messages}. Imported {new_conversations} and {new_messages}; {present} already here.</source>
        <translation>已读取 {kind} 导出文件：{conversations}，{messages}。已导入 {new_conversations}和 {new_messages}；{present}已存在。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/cli/history.py" line="48"/>
        <location filename="../../desktop/cli/history.py" line="50"/>
        <location filename="../../desktop/cli/history.py" line="99"/>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="232"/>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="216"/>
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n 个对话</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/cli/history.py" line="37"/>
        <source>{why} Nothing was imported.</source>
        <translation>{why}未导入任何内容。</translation>
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
            <numerusform>%n 条消息</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/cli/history.py" line="58"/>
        <source>Projects: {projects} in the file, {new} new here.</source>
        <translation>项目：文件中有 {projects}，其中 {new} 个是新的。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/cli/history.py" line="59"/>
        <source>%n project(s)</source>
        <translation>
            <numerusform>%n 个项目</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/domain/sizes.py" line="10"/>
        <source>{count} bytes</source>
        <translation>{count} 字节</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="69"/>
        <source>“{name}” is not a file Verbatim can attach (a device or a pipe).</source>
        <translation>“{name}”不是 Verbatim 可以附加的文件（它是设备或管道）。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="81"/>
        <source>“{name}” could not be read: {why}</source>
        <translation>无法读取“{name}”：{why}</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="104"/>
        <source>“{name}” is named as {kind}, but its contents are not one, so Verbatim did not read it.</source>
        <translation>从名称看，“{name}”是{kind}，但其内容并不是，因此 Verbatim 没有读取它。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="117"/>
        <source>“{name}” cannot be attached: Verbatim takes pictures (PNG, JPEG, WebP, GIF), documents (PDF, Word, PowerPoint, Excel, OpenDocument, EPUB, RTF, HTML, Markdown, CSV) and text files (such as .txt, .json and source code).</source>
        <translation>无法附加“{name}”：Verbatim 支持图片（PNG、JPEG、WebP、GIF）、文档（PDF、Word、PowerPoint、Excel、OpenDocument、EPUB、RTF、HTML、Markdown、CSV）和文本文件（如 .txt、.json 和源代码）。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="127"/>
        <source>“{name}” is {size} MB; Verbatim attaches files up to {limit} MB.</source>
        <translation>“{name}”大小为 {size} MB；Verbatim 可附加的文件最大为 {limit} MB。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="135"/>
        <source>“{name}” could not be read as a picture; the file may be damaged.</source>
        <translation>无法将“{name}”作为图片读取，文件可能已损坏。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="173"/>
        <source>“{name}” is {size} KB of text; Verbatim inlines text files up to {limit} KB.</source>
        <translation>“{name}”含 {size} KB 文本；Verbatim 最多可嵌入 {limit} KB 的文本文件。</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/office.py" line="218"/>
        <location filename="../../desktop/documents/reader.py" line="148"/>
        <location filename="../../desktop/engine/attachments.py" line="183"/>
        <source>“{name}” is not UTF-8 text, so it cannot be shown to the model.</source>
        <translation>“{name}”不是 UTF-8 文本，因此无法提供给模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/reader.py" line="182"/>
        <source>“{name}” took longer than {seconds} seconds to read, so Verbatim stopped. A smaller part of it (a few pages saved as their own file) will work.</source>
        <translation>读取“{name}”超过了 {seconds} 秒，因此 Verbatim 已停止。可以改用其中较小的一部分（将几页另存为单独的文件）。</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/reader.py" line="194"/>
        <source>“{name}” could not be read within the memory and time Verbatim allows a document; it may be damaged or far too large.</source>
        <translation>无法在 Verbatim 为单个文档设定的内存和时间限制内读取“{name}”；它可能已损坏或过大。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/attachments.py" line="203"/>
        <source>“{name}” is {width}×{height} pixels, too large to open safely.</source>
        <translation>“{name}”为 {width}×{height} 像素，尺寸过大，无法安全打开。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/streaming.py" line="121"/>
        <source>No model is chosen for this conversation yet. Pick one in the header (or add a provider in Settings, Ctrl+,), then press Retry.</source>
        <translation>尚未为此对话选择模型。请在顶部选择一个（或在设置中添加提供商，Ctrl+,），然后点击“重试”。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/streaming.py" line="153"/>
        <source>Something went wrong inside Verbatim: {error}</source>
        <translation>Verbatim 内部出错：{error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/engine/streaming.py" line="274"/>
        <source>Not saved yet: %n word(s) of an answer. {why}</source>
        <translation>
            <numerusform>尚未保存：某个回答中的 %n 个字。{why}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/engine/streaming.py" line="332"/>
        <source>This model does not accept images; pick a vision model such as Gemma 3, Qwen2.5-VL, LLaVA or GPT-4o, then press Retry. {server}</source>
        <translation>此模型不接受图片；请选择具有视觉能力的模型，如 Gemma 3、Qwen2.5-VL、LLaVA 或 GPT-4o，然后点击“重试”。{server}</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="41"/>
        <source>the person stopped the answer before it ran</source>
        <translation>工具运行前回答已被停止</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="232"/>
        <source>the model asked for “{name}”, which is not offered</source>
        <translation>模型请求了未提供的“{name}”</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="234"/>
        <source>the model&apos;s arguments are not a JSON object</source>
        <translation>模型给出的参数不是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="325"/>
        <source>The whole output is saved as {path}.</source>
        <translation>完整输出已保存为 {path}。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="327"/>
        <source>The whole output could not be saved ({error}).</source>
        <translation>无法保存完整输出（{error}）。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="329"/>
        <source>The tool returned {size}; the first {kept} are kept here. {where}</source>
        <translation>工具返回了 {size}，此处仅保留前 {kept}。{where}</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/tool_loop.py" line="352"/>
        <location filename="../../desktop/engine/turns.py" line="318"/>
        <location filename="../../desktop/engine/turns.py" line="327"/>
        <location filename="../../desktop/engine/turns.py" line="344"/>
        <location filename="../../desktop/engine/turns.py" line="393"/>
        <location filename="../../desktop/session/turn_plans.py" line="50"/>
        <source>This conversation was deleted.</source>
        <translation>此对话已被删除。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="160"/>
        <location filename="../../desktop/session/conversations.py" line="288"/>
        <source>There is nothing to send yet: type a message first.</source>
        <translation>还没有可发送的内容：请先输入消息。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="187"/>
        <source>An edited message cannot be empty.</source>
        <translation>编辑后的消息不能为空。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="189"/>
        <source>That message can no longer be edited.</source>
        <translation>该消息已无法编辑。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="205"/>
        <source>That answer can no longer be continued.</source>
        <translation>该回答已无法继续。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="258"/>
        <source>That answer no longer exists.</source>
        <translation>该回答已不存在。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="283"/>
        <source>Verbatim is still answering in this conversation. Wait for it to finish, or press Stop (Esc) first.</source>
        <translation>Verbatim 仍在此对话中回答。请等待回答完成，或先点击“停止”（Esc）。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="384"/>
        <source>Searching the web…</source>
        <translation>正在搜索网页…</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/turns.py" line="419"/>
        <source>the answer reached its limit of {count} tool rounds</source>
        <translation>回答已达到 {count} 轮工具调用的上限</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/app_session.py" line="197"/>
        <source>Verbatim last closed in the middle of %n answer(s). What was said is kept and marked Stopped.</source>
        <translation>
            <numerusform>Verbatim 上次关闭时有 %n 个回答尚未完成。已生成的内容均已保留，并标记为“已停止”。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/app_session.py" line="271"/>
        <source>Verbatim could not save its settings ({reason}). They apply until you quit.</source>
        <translation>Verbatim 无法保存设置（{reason}）。在你退出前，这些设置仍然有效。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/app_session.py" line="420"/>
        <location filename="../../desktop/session/sync_service.py" line="131"/>
        <source>Syncing…</source>
        <translation>正在同步…</translation>
    </message>
    <message>
        <location filename="../../desktop/session/conversations.py" line="46"/>
        <source>This conversation was deleted on another device. What you were writing is still in the message box: copy it before you open another conversation.</source>
        <translation>此对话已在另一台设备上被删除。你正在输入的内容仍在消息框中：请在打开其他对话前复制它。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/conversations.py" line="188"/>
        <source>This conversation was deleted on another device ({when}). It was kept because it holds %n message(s) that device never saw.</source>
        <translation>
            <numerusform>此对话已在另一台设备上删除（{when}）。它被保留下来，因为其中有 %n 条那台设备从未见过的消息。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/conversations.py" line="200"/>
        <source>Delete it here too</source>
        <translation>在这里也删除</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="193"/>
        <source>Choose a search provider in Settings → Web search first, or turn the globe off to send without search.</source>
        <translation>请先在“设置 → 网页搜索”中选择搜索服务，或关闭地球按钮以不搜索直接发送。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/conversations.py" line="363"/>
        <source>Wait for the answer to finish, or press Stop, before switching versions.</source>
        <translation>切换版本前，请等待回答完成或点击“停止”。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/lock.py" line="48"/>
        <source>Verbatim cannot use its data folder {folder} ({reason}). Check that the folder exists and is writable.</source>
        <translation>Verbatim 无法使用数据文件夹 {folder}（{reason}）。请检查该文件夹是否存在且可写入。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/lock.py" line="63"/>
        <source>Verbatim is already open on {folder} (process {owner}).</source>
        <translation>Verbatim 已在使用 {folder} 运行（进程 {owner}）。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/owner.py" line="57"/>
        <source>Verbatim was not closed properly last time, and its journal file ({file}) is missing from {folder}: the most recent changes could not be recovered. Everything that had reached the database is shown. A copy of the database as it was found is at {copy}</source>
        <translation>Verbatim 上次没有正常关闭，且 {folder} 中缺少其日志文件（{file}）：最近的更改无法恢复。已写入数据库的所有内容均已显示。数据库在发现时的副本位于 {copy}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/owner.py" line="67"/>
        <source>Verbatim was not closed properly last time, and its journal file ({file}) is missing from {folder}: the most recent changes could not be recovered. Everything that had reached the database is shown.</source>
        <translation>Verbatim 上次没有正常关闭，且 {folder} 中缺少其日志文件（{file}）：最近的更改无法恢复。已写入数据库的所有内容均已显示。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/owner.py" line="104"/>
        <source>Restored the backup {backup}. The conversations as they were before are kept in {kept}.</source>
        <translation>已恢复备份 {backup}。恢复前的对话保存在 {kept}。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/provider_setup.py" line="35"/>
        <source>The server did not answer within 10 seconds.</source>
        <translation>服务器在 10 秒内没有响应。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/provider_setup.py" line="37"/>
        <source>Verbatim could not test this provider: {error}</source>
        <translation>Verbatim 无法测试此提供商：{error}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/providers.py" line="42"/>
        <source>The provider “{name}” this conversation used is no longer set up. Pick a model in the header, then press Retry.</source>
        <translation>此对话使用的提供商“{name}”已不再配置。请在顶部选择模型，然后点击“重试”。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/providers.py" line="51"/>
        <source>No model provider is set up yet. Open Settings → Providers to add one, or start Verbatim with --demo to try it.</source>
        <translation>尚未配置模型提供商。请打开“设置 → 提供商”添加一个，或使用 --demo 启动 Verbatim 进行试用。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/providers.py" line="60"/>
        <source>Models on this computer are not available in this window.</source>
        <translation>本窗口中无法使用本机上的模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="425"/>
        <source>The settings at {path} come from a newer Verbatim; defaults are used and the file is left as it is.</source>
        <translation>{path} 中的设置来自更新版本的 Verbatim；将使用默认设置，文件保持不变。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="435"/>
        <source>Verbatim could not read its settings at {path} ({error}); defaults are used.</source>
        <translation>Verbatim 无法读取 {path} 中的设置（{error}）；将使用默认设置。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="139"/>
        <source>Offline; changes wait here. {why}</source>
        <translation>离线；更改暂存在本机。{why}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="146"/>
        <source>Sync waits: {why}</source>
        <translation>同步等待中：{why}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="151"/>
        <source>Sync failed: {error}</source>
        <translation>同步失败：{error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/sync_service.py" line="224"/>
        <source>%n change(s) waiting to sync</source>
        <translation>
            <numerusform>%n 项更改等待同步</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_service.py" line="225"/>
        <source>Synced</source>
        <translation>已同步</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="15"/>
        <source>This computer has no keyring to keep the password or passphrase in. Set VERBATIM_SYNC_PASSWORD and VERBATIM_SYNC_PASSPHRASE before starting Verbatim instead.</source>
        <translation>这台电脑没有可用于保存密码或密码短语的密钥环。请改为在启动 Verbatim 前设置 VERBATIM_SYNC_PASSWORD 和 VERBATIM_SYNC_PASSPHRASE。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="64"/>
        <source>The WebDAV password written into the sync address was moved to the keyring and taken out of the settings file.</source>
        <translation>写在同步地址中的 WebDAV 密码已移至密钥环，并已从设置文件中删除。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="68"/>
        <source>The WebDAV password written into the sync address was taken out of the settings file. This computer has no keyring: set VERBATIM_SYNC_PASSWORD before starting Verbatim, or enter the password in Settings → Sync.</source>
        <translation>写在同步地址中的 WebDAV 密码已从设置文件中删除。这台电脑没有密钥环：请在启动 Verbatim 前设置 VERBATIM_SYNC_PASSWORD，或在“设置 → 同步”中输入密码。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/sync_setup.py" line="94"/>
        <source>Choose a folder or give a WebDAV address first.</source>
        <translation>请先选择文件夹或填写 WebDAV 地址。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/session/sync_setup.py" line="103"/>
        <source>Reached. Changes from %n device(s) are there.</source>
        <translation>
            <numerusform>连接成功。其中有来自 %n 台设备的更改。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="46"/>
        <source>The address of the tool server {name} holds a password or token, which Verbatim does not write into its settings file, and it could not be kept in the keyring ({error}). Set the environment variable {variable} to the whole address before starting Verbatim.</source>
        <translation>工具服务器 {name} 的地址中含有密码或令牌，Verbatim 不会把它写入设置文件，而它也无法保存到密钥环中（{error}）。请在启动 Verbatim 之前将环境变量 {variable} 设为完整地址。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="66"/>
        <source>The tool servers were not changed: Verbatim cannot write its settings in the folder “{folder}” ({why}). Is it read-only?</source>
        <translation>工具服务器未更改：Verbatim 无法在文件夹“{folder}”中写入其设置（{why}）。该文件夹是否为只读？</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="91"/>
        <source>There is no tool server named “{name}”.</source>
        <translation>没有名为“{name}”的工具服务器。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="146"/>
        <source>It offers no tools.</source>
        <translation>它没有提供任何工具。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/tool_setup.py" line="161"/>
        <source>The token for {name} could not be kept in the keyring ({error}). Set the environment variable {variable} before starting Verbatim instead.</source>
        <translation>无法将 {name} 的令牌保存到密钥环（{error}）。请改为在启动 Verbatim 前设置环境变量 {variable}。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/transfer_service.py" line="134"/>
        <source>Verbatim could not write {path}: {why}</source>
        <translation>Verbatim 无法写入 {path}：{why}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/attachment_store.py" line="72"/>
        <source>The attached file “{name}” is missing its contents.</source>
        <translation>附件“{name}”缺少内容。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="89"/>
        <source>Verbatim could not make a backup in {folder}: {why}. Nothing was changed in your conversations; free some space on the disk and try again.</source>
        <translation>Verbatim 无法在 {folder} 中创建备份：{why}。你的对话没有任何更改；请释放一些磁盘空间后重试。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="128"/>
        <source>There is no backup at {path}.</source>
        <translation>{path} 处没有备份。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="141"/>
        <source>The backup {path} is damaged and cannot be restored ({why}). Nothing was changed.</source>
        <translation>备份 {path} 已损坏，无法恢复（{why}）。未作任何更改。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="150"/>
        <source>The backup {path} is damaged and cannot be restored. Nothing was changed.</source>
        <translation>备份 {path} 已损坏，无法恢复。未作任何更改。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="159"/>
        <source>The backup {path} was made by a newer Verbatim. Nothing was changed.</source>
        <translation>备份 {path} 由更新版本的 Verbatim 创建。未作任何更改。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="164"/>
        <source>The backup {path} was made by Verbatim {writer}, newer than this one ({this}); install Verbatim {writer} or later to restore it. Nothing was changed.</source>
        <translation>备份 {path} 由 Verbatim {writer} 创建，它比当前版本（{this}）更新；请安装 Verbatim {writer} 或更高版本来恢复它。未做任何更改。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/backup.py" line="202"/>
        <source>Verbatim could not restore {path}: {why}. Nothing was changed.</source>
        <translation>Verbatim 无法恢复 {path}：{why}。未作任何更改。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="81"/>
        <source>Verbatim cannot open its database at {path}: {error}. Check that the file and its folder can be read.</source>
        <translation>Verbatim 无法打开位于 {path} 的数据库：{error}。请检查该文件及其文件夹是否可读。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="131"/>
        <source>The database at {path} was written by a newer version of Verbatim (format {version}; this version knows up to {SCHEMA_VERSION}). Please update Verbatim. The file has not been changed.</source>
        <translation>{path} 处的数据库由更新版本的 Verbatim 写入（格式 {version}；此版本最高支持 {SCHEMA_VERSION}）。请更新 Verbatim。该文件未被更改。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="113"/>
        <source>Verbatim&apos;s database at {path} is damaged and cannot be read. Nothing was changed. Start Verbatim&apos;s window: it keeps the damaged file aside, starts afresh and tells you where the copy is.</source>
        <translation>位于 {path} 的 Verbatim 数据库已损坏，无法读取。未作任何更改。请启动 Verbatim 的窗口：它会把损坏的文件放到一旁，重新开始，并告诉你副本的位置。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="142"/>
        <source>The database at {path} was written by Verbatim {writer}, which is newer than this Verbatim {this} (its store format {version}; this one reads up to {SCHEMA_VERSION}). Install Verbatim {writer} or later to open it. The file has not been changed.</source>
        <translation>位于 {path} 的数据库由 Verbatim {writer} 写入，它比当前的 Verbatim {this} 更新（其存储格式为 {version}；当前版本最高只能读取 {SCHEMA_VERSION}）。请安装 Verbatim {writer} 或更高版本来打开它。该文件未被更改。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="159"/>
        <source>Verbatim cannot open its database at {path} ({error}). Check that the folder is writable and the disk is not full; nothing was changed.</source>
        <translation>Verbatim 无法打开位于 {path} 的数据库（{error}）。请检查文件夹是否可写入、磁盘是否已满；未作任何更改。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="186"/>
        <source>This version of Verbatim needs to update its database, and first keeps a copy of it, but the copy could not be made ({error}). Nothing was changed. Free some space on the disk, or check the folder {folder} can be written, then start Verbatim again.</source>
        <translation>此版本的 Verbatim 需要更新数据库，更新前会先创建副本，但无法创建副本（{error}）。未作任何更改。请释放一些磁盘空间，或检查文件夹 {folder} 是否可写入，然后重新启动 Verbatim。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="218"/>
        <source>Verbatim could not update its database to this version ({error}). Nothing was lost: the database is as it was before, and a copy is also kept at {backup}. Your previous version of Verbatim still opens it. Free some disk space if the disk is full and start again; otherwise please report this problem.</source>
        <translation>Verbatim 无法将数据库更新到此版本（{error}）。没有丢失任何内容：数据库保持原样，另有一份副本保存在 {backup}。你之前版本的 Verbatim 仍可打开它。如果磁盘已满，请释放空间后重新启动；否则请报告此问题。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="228"/>
        <source>Verbatim could not update its database to this version ({error}). Nothing was lost: your conversations as they were before are kept at {backup}. Free some disk space if the disk is full and start again; otherwise please report this problem.</source>
        <translation>Verbatim 无法将数据库更新到此版本（{error}）。没有丢失任何内容：更新前的对话保存在 {backup}。如果磁盘已满，请释放空间后重新启动；否则请报告此问题。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="311"/>
        <source>Verbatim cannot create its data folder {folder}: {reason}. Choose another folder with --data-dir or fix its permissions.</source>
        <translation>Verbatim 无法创建数据文件夹 {folder}：{reason}。请用 --data-dir 选择其他文件夹，或修正其权限。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="323"/>
        <source>Verbatim expected a database file at {path} but found a folder. Move it away or choose another folder with --data-dir.</source>
        <translation>Verbatim 预期 {path} 是数据库文件，但它是一个文件夹。请将其移走，或用 --data-dir 选择其他文件夹。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="344"/>
        <source>Verbatim&apos;s database was damaged and could not be read. It was kept as {moved} and a new, empty one was started. Nothing was deleted.</source>
        <translation>Verbatim 的数据库已损坏，无法读取。它已保存为 {moved}，并新建了一个空数据库。没有删除任何内容。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="353"/>
        <source>Verbatim updated its database; a copy of the old one is at {path}.</source>
        <translation>Verbatim 已更新数据库；旧数据库的副本位于 {path}。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/db.py" line="377"/>
        <source>Verbatim&apos;s database at {path} lacks parts this version needs ({missing}). Nothing was changed. Restore a backup (Settings → Backups, or verbatim restore), or report this problem.</source>
        <translation>位于 {path} 的 Verbatim 数据库缺少此版本所需的部分（{missing}）。未作任何更改。请恢复备份（“设置 → 备份”或 verbatim restore），或报告此问题。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="24"/>
        <source>Verbatim could not save to {path}: the disk is full. Free some space; Verbatim keeps the text and will try again.</source>
        <translation>Verbatim 无法保存到 {path}：磁盘已满。请释放一些空间；Verbatim 会保留文本并自动重试。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="30"/>
        <source>Verbatim could not save to {path}: the data folder is read-only. Check its permissions; Verbatim keeps the text and will try again.</source>
        <translation>Verbatim 无法保存到 {path}：数据文件夹为只读。请检查其权限；Verbatim 会保留文本并自动重试。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="36"/>
        <source>Verbatim could not save to {path}: another program is holding the database. Verbatim will try again.</source>
        <translation>Verbatim 无法保存到 {path}：另一个程序正占用数据库。Verbatim 会自动重试。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/errors.py" line="42"/>
        <source>Verbatim could not save to {path}: SQLite said: {said}. Verbatim keeps the text and will try again.</source>
        <translation>Verbatim 无法保存到 {path}：SQLite 报告：{said}。Verbatim 会保留文本并自动重试。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="52"/>
        <source>This file cannot be imported: {where} {why}. Nothing was changed.</source>
        <translation>无法导入此文件：{where}{why}。未作任何更改。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="96"/>
        <source>the zip</source>
        <translation>zip 文件</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="96"/>
        <source>has no conversations.json (is it a data export?)</source>
        <translation>不含 conversations.json（这是数据导出文件吗？）</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="105"/>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="129"/>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="142"/>
        <source>the file</source>
        <translation>该文件</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="105"/>
        <source>could not be read ({why})</source>
        <translation>无法读取（{why}）</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="114"/>
        <source>conversations.json</source>
        <translation>conversations.json</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="114"/>
        <source>is larger than 4 GB</source>
        <translation>超过 4 GB</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="129"/>
        <source>is not a conversations export (no JSON list)</source>
        <translation>不是对话导出文件（不含 JSON 列表）</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="142"/>
        <source>is neither a ChatGPT nor a Claude export</source>
        <translation>既不是 ChatGPT 导出文件，也不是 Claude 导出文件</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="54"/>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="17"/>
        <source>conversation {n}</source>
        <translation>对话 {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="56"/>
        <source>has no message tree (mapping)</source>
        <translation>没有消息树（mapping）</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="59"/>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="22"/>
        <source>has no id</source>
        <translation>没有 ID</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="61"/>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="24"/>
        <source>conversation {n} (“{title}”)</source>
        <translation>对话 {n}（“{title}”）</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="130"/>
        <source>has a node {node} that is not an object</source>
        <translation>包含一个不是对象的节点 {node}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="133"/>
        <source>has a node whose parent {parent} is missing</source>
        <translation>包含一个节点，其父节点 {parent} 不存在</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="136"/>
        <source>has no first message (its tree is a loop)</source>
        <translation>没有第一条消息（其消息树构成循环）</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="76"/>
        <source>has a node {node} reached twice (a loop)</source>
        <translation>两次到达节点 {node}（存在循环）</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_chatgpt.py" line="105"/>
        <source>has messages that no path from its start reaches</source>
        <translation>包含从起点无法到达的消息</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="199"/>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="206"/>
        <source>it claims more pixels than any real picture</source>
        <translation>它声明的像素数超过任何真实图片</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="201"/>
        <source>it is not a picture Verbatim can read</source>
        <translation>它不是 Verbatim 能读取的图片</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_source.py" line="204"/>
        <source>it is not a PNG, JPEG, WebP or GIF picture</source>
        <translation>它不是 PNG、JPEG、WebP 或 GIF 图片</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="19"/>
        <source>has no list of messages (chat_messages)</source>
        <translation>没有消息列表（chat_messages）</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="34"/>
        <source>has a message {n} without an id</source>
        <translation>包含没有 ID 的消息 {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="37"/>
        <source>has a message {n} from “{sender}”</source>
        <translation>包含来自“{sender}”的消息 {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/foreign_claude.py" line="112"/>
        <source>has messages that answer each other in a loop</source>
        <translation>包含相互循环回复的消息</translation>
    </message>
    <message>
        <location filename="../../desktop/store/journal.py" line="85"/>
        <location filename="../../desktop/store/repository.py" line="358"/>
        <location filename="../../desktop/store/tool_store.py" line="101"/>
        <location filename="../../desktop/store/tool_store.py" line="107"/>
        <source>That answer was deleted.</source>
        <translation>该回答已被删除。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/tool_store.py" line="27"/>
        <source>Verbatim closed before this tool call finished.</source>
        <translation>此工具调用完成前，Verbatim 已关闭。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/tool_store.py" line="29"/>
        <source>Verbatim closed before it was allowed to run.</source>
        <translation>在获准运行之前，Verbatim 已关闭。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="288"/>
        <source>The import was cancelled. Nothing was added.</source>
        <translation>导入已取消。未添加任何内容。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="171"/>
        <source>This file cannot be imported: it holds more projects than Verbatim keeps ({limit} in all; {here} here already). Nothing was changed.</source>
        <translation>无法导入此文件：其中的项目数量超过了 Verbatim 保留的上限（共 {limit} 个；此处已有 {here} 个）。未做任何更改。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="185"/>
        <source>This file cannot be imported: reading it needed more memory than this computer gave Verbatim. Nothing was changed.</source>
        <translation>无法导入此文件：读取它所需的内存超过了这台电脑能给 Verbatim 的内存。未做任何更改。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="300"/>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="302"/>
        <source>the data folder is read-only</source>
        <translation>数据文件夹为只读</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/verbatim_import.py" line="308"/>
        <source>Verbatim could not import into {path}: {why}. Nothing was added; free some space or fix the folder, then try again.</source>
        <translation>Verbatim 无法导入到 {path}：{why}。未添加任何内容；请释放一些空间或修复文件夹的问题，然后重试。</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="134"/>
        <source>Sent {sent} and {deletes} in {files} ({size}); received {received} from {incoming}.</source>
        <translation>已通过 {files}（{size}）发送 {sent}和 {deletes}；已从 {incoming}接收 {received}。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/round.py" line="136"/>
        <source>%n delete(s)</source>
        <translation>
            <numerusform>%n 项删除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/cli/history.py" line="100"/>
        <location filename="../../desktop/sync/round.py" line="137"/>
        <location filename="../../desktop/sync/round.py" line="140"/>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="215"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/round.py" line="138"/>
        <location filename="../../desktop/sync/transport.py" line="258"/>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="108"/>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="54"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n 字节</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="196"/>
        <source>A change file from another device is incomplete or damaged ({name}); it is tried again next time.</source>
        <translation>来自另一台设备的更改文件不完整或已损坏（{name}）；下次会再次尝试。</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="232"/>
        <source>The sync passphrase does not open the changes from another device. Check the passphrase. Nothing was changed.</source>
        <translation>同步密码短语无法打开来自另一台设备的更改。请检查密码短语。未作任何更改。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/applying.py" line="109"/>
        <source>Skipped %n change(s) from other devices that came before what they need (an earlier message, their conversation or their files): {limit} changes wait for theirs already, as many as Verbatim keeps.</source>
        <translation>
            <numerusform>已跳过来自其他设备的 %n 项更改：它们先于所需内容（更早的消息、所属对话或其文件）到达，而已有 {limit} 项更改在等待各自所需内容，已达 Verbatim 保留的上限。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="42"/>
        <source>Dropped %n change(s) from other devices that waited {days} days for what they need (an earlier message, their conversation or their files).</source>
        <translation>
            <numerusform>已丢弃来自其他设备的 %n 项更改：它们等待所需内容（更早的消息、所属对话或其文件）已达 {days} 天。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/usable.py" line="110"/>
        <source>A change file from device {device} ({name}) could not be read and was skipped: {why}.</source>
        <translation>无法读取来自设备 {device} 的更改文件（{name}），已跳过：{why}。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="148"/>
        <source>Skipped %n change(s) from device {device}: not in the shape of a change.</source>
        <translation>
            <numerusform>已跳过来自设备 {device} 的 %n 项更改：其格式不是有效的更改。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="157"/>
        <source>Skipped %n change(s) from device {device}: their time is unreadable.</source>
        <translation>
            <numerusform>已跳过来自设备 {device} 的 %n 项更改：其时间无法读取。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/usable.py" line="166"/>
        <source>Held until their time comes: %n change(s) from device {device}, dated more than an hour ahead of this computer&apos;s clock. Check the clocks of both computers.</source>
        <translation>
            <numerusform>暂缓至其时间到来：来自设备 {device} 的 %n 项更改，其时间比这台电脑的时钟超前一小时以上。请检查两台电脑的时钟。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/applying.py" line="138"/>
        <location filename="../../desktop/sync/applying.py" line="289"/>
        <source>A change from another device was refused: {why}</source>
        <translation>来自另一台设备的一项更改被拒绝：{why}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/applying.py" line="368"/>
        <source>Skipped %n project(s) from other devices: Verbatim keeps at most {limit}.</source>
        <translation>
            <numerusform>已跳过来自其他设备的 %n 个项目：Verbatim 最多保留 {limit} 个。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/applying.py" line="400"/>
        <source>a project waits for files that have not come, and {limit} changes wait for theirs already, as many as Verbatim keeps</source>
        <translation>一个项目在等待尚未到达的文件，而已有 {limit} 项更改在等待各自所需内容，已达 Verbatim 保留的上限</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/round.py" line="435"/>
        <source>Another computer syncs a copy of this data folder under the same identity; this one now uses a new one, and nothing was lost.</source>
        <translation>另一台电脑正以相同身份同步此数据文件夹的副本；本机现已改用新的身份，没有丢失任何内容。</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="148"/>
        <location filename="../../desktop/sync/transport.py" line="120"/>
        <location filename="../../desktop/sync/transport.py" line="130"/>
        <location filename="../../desktop/sync/transport.py" line="377"/>
        <source>it is larger than any change file may be</source>
        <translation>它超过了更改文件允许的大小</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="152"/>
        <source>it is encrypted, and this device has no sync passphrase</source>
        <translation>它已加密，而此设备没有同步密码短语</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="164"/>
        <source>it does not open with this device&apos;s passphrase: it was altered, or that device uses another passphrase</source>
        <translation>无法用此设备的密码短语打开它：它已被篡改，或那台设备使用了其他密码短语</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="173"/>
        <source>it is not encrypted, while this device syncs with a passphrase (someone without the passphrase may have written it)</source>
        <translation>它未加密，而此设备使用密码短语同步（可能是没有密码短语的人写入的）</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="179"/>
        <source>it is not a Verbatim change file</source>
        <translation>它不是 Verbatim 更改文件</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="221"/>
        <source>it inflates to more than any change file may hold</source>
        <translation>它解压后超过了更改文件允许的容量</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="218"/>
        <source>its compression is damaged ({error})</source>
        <translation>其压缩数据已损坏（{error}）</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="131"/>
        <source>it holds more than {count} values, more than any change file may</source>
        <translation>其中的值超过 {count} 个，超出了任何更改文件的上限</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="216"/>
        <source>it is cut short</source>
        <translation>它被截断了</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="139"/>
        <source>a line of it cannot be read: {why}</source>
        <translation>其中一行无法读取：{why}</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/segment.py" line="136"/>
        <source>it holds something that is not a change</source>
        <translation>它包含不是更改的内容</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="35"/>
        <source>This sync round took longer than {minutes} and stopped; what it received is kept, and the next round goes on from there.</source>
        <translation>本轮同步耗时超过 {minutes}，已停止；已收到的内容会保留，下一轮将从这里继续。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/sync/transport.py" line="37"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="86"/>
        <source>The sync folder {folder} is not there (is its drive connected?).</source>
        <translation>同步文件夹 {folder} 不存在（其所在驱动器是否已连接？）。</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="98"/>
        <source>The sync folder {folder} cannot be read: {error}.</source>
        <translation>无法读取同步文件夹 {folder}：{error}。</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="118"/>
        <source>it is not a plain file (a link, a device or a pipe)</source>
        <translation>它不是普通文件（而是链接、设备或管道）</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="128"/>
        <source>it cannot be read ({error})</source>
        <translation>无法读取它（{error}）</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="151"/>
        <source>The sync folder {folder} refused a change file: {error}.</source>
        <translation>同步文件夹 {folder} 拒绝了一个更改文件：{error}。</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="206"/>
        <source>This computer&apos;s settings send connections through a proxy Verbatim cannot use for sync ({proxy}); only http and https proxies work. Nothing was changed.</source>
        <translation>此计算机的设置让连接经过一个 Verbatim 无法用于同步的代理（{proxy}）；只有 http 和 https 代理可用。没有任何更改。</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="234"/>
        <source>The WebDAV server at {url} could not {doing}: {detail}</source>
        <translation>{url} 上的 WebDAV 服务器无法{doing}：{detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="244"/>
        <source>The WebDAV server at {url} cannot be reached: {detail}</source>
        <translation>无法连接 {url} 上的 WebDAV 服务器：{detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="254"/>
        <source>The WebDAV server at {url} was too slow to {doing}: it sent less than {rate} a second. Nothing was lost; the next round tries again.</source>
        <translation>位于 {url} 的 WebDAV 服务器太慢，无法{doing}：每秒发送不到 {rate}。没有丢失任何内容；下一轮会再次尝试。</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="297"/>
        <source>The WebDAV server at {url} refused the user name or password.</source>
        <translation>{url} 上的 WebDAV 服务器拒绝了用户名或密码。</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="302"/>
        <source>the server is out of space (its quota is full)</source>
        <translation>服务器空间不足（配额已满）</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="307"/>
        <source>it sent Verbatim to {target} (HTTP {status}); use that address instead</source>
        <translation>它将 Verbatim 重定向到了 {target}（HTTP {status}）；请改用该地址</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="326"/>
        <source>its answer is longer than {size} bytes, more than any sync folder&apos;s list</source>
        <translation>它的应答超过 {size} 字节，比任何同步文件夹的列表都长</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="335"/>
        <source>its answer declares XML entities, which Verbatim does not expand</source>
        <translation>它的响应声明了 XML 实体，Verbatim 不会展开它们</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/transport.py" line="349"/>
        <source>its answer nests too deep</source>
        <translation>它的应答嵌套层级过深</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="36"/>
        <source>A tool server&apos;s name is one word of letters, digits, dots, dashes or underscores (at most 40), such as “time”.</source>
        <translation>工具服务器的名称是由字母、数字、点、连字符或下划线组成的一个词（最多 40 个字符），例如“time”。</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="40"/>
        <source>There is already a tool server named “{name}”.</source>
        <translation>已有名为“{name}”的工具服务器。</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="42"/>
        <source>Give either a command to start, or an http(s) address, not both.</source>
        <translation>请填写启动命令或 http(s) 地址，二者只能选其一。</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="44"/>
        <source>A tool server&apos;s address starts with http:// or https://.</source>
        <translation>工具服务器的地址以 http:// 或 https:// 开头。</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/config.py" line="121"/>
        <source>This computer has no keyring Verbatim can use.</source>
        <translation>这台电脑没有 Verbatim 可用的密钥环。</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="115"/>
        <source>Verbatim is closing; tools are stopped.</source>
        <translation>Verbatim 正在关闭；工具已停止。</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="290"/>
        <source>The tool server “{name}” did not start within {seconds} seconds.</source>
        <translation>工具服务器“{name}”未在 {seconds} 秒内启动。</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="315"/>
        <source>The address of the tool server “{name}” holds a password or token, and it is not in this computer&apos;s keyring. Set the environment variable {variable} to the whole address before starting Verbatim, or add the server again.</source>
        <translation>工具服务器“{name}”的地址中含有密码或令牌，而它不在这台电脑的密钥环中。请在启动 Verbatim 之前将环境变量 {variable} 设为完整地址，或重新添加该服务器。</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="382"/>
        <source>The tool server “{name}” could not be started ({command}).</source>
        <translation>无法启动工具服务器“{name}”（{command}）。</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="388"/>
        <source>The tool server “{name}” at {url} did not answer.</source>
        <translation>{url} 上的工具服务器“{name}”没有响应。</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="399"/>
        <source>The tool server “{name}” is not set up.</source>
        <translation>工具服务器“{name}”未配置。</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="414"/>
        <source>The tool server “{name}” stopped while it ran. {detail}</source>
        <translation>工具服务器“{name}”在运行时停止了。{detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/host.py" line="422"/>
        <source>The tool failed: {detail}</source>
        <translation>工具运行失败：{detail}</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="32"/>
        <source>[A picture: {mime}, {width}×{height}, {size}]</source>
        <translation>[图片：{mime}，{width}×{height}，{size}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="45"/>
        <source>[A picture Verbatim cannot read: {mime}]</source>
        <translation>[Verbatim 无法读取的图片：{mime}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="57"/>
        <source>[A sound: {mime}, {size}]</source>
        <translation>[音频：{mime}，{size}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="65"/>
        <source>[A file: {uri}, {size}]</source>
        <translation>[文件：{uri}，{size}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="70"/>
        <source>[A link to {name}: {uri}]</source>
        <translation>[指向 {name} 的链接：{uri}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/results.py" line="71"/>
        <source>[Something Verbatim cannot show: {kind}]</source>
        <translation>[Verbatim 无法显示的内容：{kind}]</translation>
    </message>
    <message>
        <location filename="../../desktop/tools/stdio.py" line="51"/>
        <source>The tool server sent a message larger than {limit} MB; Verbatim did not read it.</source>
        <translation>工具服务器发送的消息超过 {limit} MB；Verbatim 没有读取它。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="31"/>
        <location filename="../../desktop/ui/header/header_part.py" line="82"/>
        <source>About Verbatim</source>
        <translation>关于 Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="47"/>
        <source>Version {version}</source>
        <translation>版本 {version}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="48"/>
        <source>Store format {number}</source>
        <translation>存储格式 {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="50"/>
        <source>Local engine: llama-cpp-python {version}</source>
        <translation>本地引擎：llama-cpp-python {version}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="60"/>
        <source>A chat client for language models that keeps every word you saw.</source>
        <translation>一款语言模型聊天客户端，保留你看到的每一个字。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="63"/>
        <source>Your conversations are stored in:</source>
        <translation>你的对话存储在：</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/about.py" line="70"/>
        <location filename="../../desktop/ui/dialogs/about.py" line="71"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="105"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="18"/>
        <source>Slide {n}</source>
        <translation>幻灯片 {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="19"/>
        <source>Sheet {n}</source>
        <translation>工作表 {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="20"/>
        <source>Chapter {n}</source>
        <translation>章节 {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="21"/>
        <source>Part {n}</source>
        <translation>部分 {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/attached.py" line="23"/>
        <source>Page {n}</source>
        <translation>页码 {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="29"/>
        <source>%n slide(s)</source>
        <translation>
            <numerusform>%n 张幻灯片</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="30"/>
        <source>%n sheet(s)</source>
        <translation>
            <numerusform>%n 个工作表</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="31"/>
        <source>%n chapter(s)</source>
        <translation>
            <numerusform>%n 章</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="32"/>
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n 个部分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/composer/attached.py" line="34"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="90"/>
        <source>{pages} · no text (scanned pages)</source>
        <translation>{pages} · 无文本（扫描页面）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="92"/>
        <source>{pages} · no text</source>
        <translation>{pages} · 无文字</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/documents/attachment_view.py" line="94"/>
        <source>{words} word(s)</source>
        <translation>
            <numerusform>{words} 字</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="100"/>
        <source>{pages} · {words} (read from the picture)</source>
        <translation>{pages} · {words}（从图片中识别）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="102"/>
        <source>{pages} · {words} (read from the scan)</source>
        <translation>{pages} · {words}（从扫描件中识别）</translation>
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
        <translation>以 {w}×{h} 发送给模型（原图 {ow}×{oh} 已保留）。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="166"/>
        <source>Open {name}</source>
        <translation>打开 {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="175"/>
        <location filename="../../desktop/ui/documents/file_reading.py" line="54"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="107"/>
        <source>Remove {name}</source>
        <translation>移除 {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/attachment_view.py" line="242"/>
        <source>This file&apos;s contents are not in the store.</source>
        <translation>此文件的内容未被保存。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="33"/>
        <source>daily</source>
        <translation>每日</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="34"/>
        <source>before an import</source>
        <translation>导入前</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="35"/>
        <source>before a restore</source>
        <translation>恢复前</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="53"/>
        <source>A copy is made each day you use Verbatim, and before every import. The newest of each of the last 7 days and 4 weeks is kept, in {folder}.</source>
        <translation>在你使用 Verbatim 的每一天以及每次导入前，都会创建一份副本。最近 7 天中每天最新的一份和最近 4 周中每周最新的一份会保留在 {folder} 中。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="60"/>
        <source>No backups yet. Back up now makes the first one.</source>
        <translation>还没有备份。点击“立即备份”创建第一个。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="61"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="104"/>
        <source>Backups</source>
        <translation>备份</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="61"/>
        <source>The copies, newest first</source>
        <translation>副本（最新的在前）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="65"/>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="66"/>
        <source>Back up now</source>
        <translation>立即备份</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="68"/>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="69"/>
        <source>Restore…</source>
        <translation>恢复…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="69"/>
        <source>Put the chosen copy back</source>
        <translation>恢复所选副本</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="98"/>
        <source>Backed up to {path}</source>
        <translation>已备份到 {path}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="115"/>
        <source>Restore the backup of {when}?</source>
        <translation>恢复 {when} 的备份？</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="117"/>
        <source>Your conversations will be as they were then. Verbatim puts the copy in place the next time it starts; the conversations as they are now are kept as a backup too.</source>
        <translation>你的对话将恢复到当时的状态。Verbatim 会在下次启动时放回该副本；当前状态的对话也会另存为备份。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/backups_page.py" line="121"/>
        <source>Restore at next start</source>
        <translation>下次启动时恢复</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="215"/>
        <location filename="../../desktop/ui/composer/composer_view.py" line="127"/>
        <source>Attach files</source>
        <translation>附加文件</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="128"/>
        <source>Attach pictures or text files (or paste or drop them here)</source>
        <translation>附加图片或文本文件（也可粘贴或拖放到此处）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="144"/>
        <source>Message Verbatim…</source>
        <translation>给 Verbatim 发消息…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="146"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="146"/>
        <source>Enter sends, Shift+Enter adds a line, Esc stops</source>
        <translation>Enter 发送，Shift+Enter 换行，Esc 停止</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="264"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="264"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="265"/>
        <source>Stop the answer (Esc)</source>
        <translation>停止回答（Esc）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="265"/>
        <source>Send the message (Enter)</source>
        <translation>发送消息（Enter）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="283"/>
        <source>Web search (no provider chosen)</source>
        <translation>网页搜索（未选择服务）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="285"/>
        <source>No search provider is chosen yet. Click to choose one in Settings → Web search.</source>
        <translation>尚未选择搜索服务。点击后可在“设置 → 网页搜索”中选择。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="291"/>
        <source>Web search: on</source>
        <translation>网页搜索：开启</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="292"/>
        <source>The next question searches the web. Click to send it without search.</source>
        <translation>下一个问题会搜索网页。点击可不搜索直接发送。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="296"/>
        <source>Web search: off</source>
        <translation>网页搜索：关闭</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="297"/>
        <source>Click to search the web for the next question.</source>
        <translation>点击后，下一个问题将搜索网页。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="318"/>
        <source>Stop dictating</source>
        <translation>停止听写</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="318"/>
        <source>Dictate</source>
        <translation>听写</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="319"/>
        <source>Stop listening; the words stay in the message (Ctrl+Shift+D)</source>
        <translation>停止收听；文字保留在消息中（Ctrl+Shift+D）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="321"/>
        <source>Speak instead of typing, recognised on this computer (Ctrl+Shift+D)</source>
        <translation>用说话代替打字，在本机识别（Ctrl+Shift+D）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="338"/>
        <source>Stop hands-free conversation</source>
        <translation>停止免提对话</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="339"/>
        <source>Stop listening; what was said stays in the message</source>
        <translation>停止聆听；已说的话保留在消息中</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="342"/>
        <source>Speak, and a pause sends; each answer is read aloud, and speaking again interrupts it. Best with headphones</source>
        <translation>说话，停顿即发送；每个回答都会朗读出来，再次说话即可打断。最好戴耳机</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_view.py" line="357"/>
        <source>Editing an earlier message: Enter sends it as a new version, Esc cancels.</source>
        <translation>正在编辑之前的消息：Enter 将其作为新版本发送，Esc 取消。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="189"/>
        <source>Save the tool&apos;s output</source>
        <translation>保存工具的输出</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="201"/>
        <source>The output could not be saved: {error}</source>
        <translation>无法保存输出：{error}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="204"/>
        <source>Saved the tool&apos;s output as {path}.</source>
        <translation>工具的输出已保存为 {path}。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="220"/>
        <source>Pictures, documents and text files (*.png *.jpg *.jpeg *.webp *.gif *.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv *.txt *.json *.py *.js *.ts *.css *.xml *.yaml *.yml *.toml *.log)</source>
        <translation>图片、文档和文本文件 (*.png *.jpg *.jpeg *.webp *.gif *.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv *.txt *.json *.py *.js *.ts *.css *.xml *.yaml *.yml *.toml *.log)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="225"/>
        <source>Documents (*.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv)</source>
        <translation>文档 (*.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="228"/>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="168"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="382"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="246"/>
        <source>Finish or cancel the edit first (Esc): an edited message keeps its own files.</source>
        <translation>请先完成或取消编辑（Esc）：被编辑的消息会保留它自己的文件。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="268"/>
        <source>Attach the page at {host} as a source?</source>
        <translation>将 {host} 上的网页附加为来源？</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/composer/composer_part.py" line="269"/>
        <source>Attach page</source>
        <translation>附加网页</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/confirm.py" line="44"/>
        <location filename="../../desktop/ui/dialogs/confirm.py" line="47"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="94"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="226"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="52"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="55"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/context_meter.py" line="120"/>
        <source>About {used} of the {limit} tokens this model reads. When a conversation is longer, the oldest messages after your first one are left out (the system prompt and your first message always go), and the answer says so.</source>
        <translation>约占此模型可读取的 {limit} 个 token 中的 {used} 个。对话更长时，会省略你第一条消息之后最早的消息（系统提示词和你的第一条消息始终会发送），回答中也会注明。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/context_meter.py" line="125"/>
        <source>Context used</source>
        <translation>已用上下文</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="49"/>
        <source>Pinned</source>
        <translation>已置顶</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="50"/>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="51"/>
        <source>Yesterday</source>
        <translation>昨天</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="52"/>
        <source>Previous 7 days</source>
        <translation>过去 7 天</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="53"/>
        <source>Previous 30 days</source>
        <translation>过去 30 天</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="54"/>
        <source>Projects</source>
        <translation>项目</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/sidebar/conversation_model.py" line="213"/>
        <source>Project {name}, %n conversation(s)</source>
        <translation>
            <numerusform>项目 {name}，%n 个对话</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="74"/>
        <location filename="../../desktop/ui/header/header_part.py" line="73"/>
        <location filename="../../desktop/ui/header/header_part.py" line="158"/>
        <source>Conversation setup</source>
        <translation>对话设置</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="81"/>
        <source>How this conversation is answered. New conversations start from the defaults in Settings.</source>
        <translation>此对话的回答方式。新对话以设置中的默认值开始。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="90"/>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="90"/>
        <source>Fill the fields from a saved preset</source>
        <translation>用已保存的预设填充各字段</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="92"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="93"/>
        <source>Delete preset</source>
        <translation>删除预设</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="93"/>
        <source>Delete the chosen preset</source>
        <translation>删除所选预设</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="106"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="107"/>
        <location filename="../../desktop/ui/header/model_picker.py" line="36"/>
        <location filename="../../desktop/ui/transcript/message_parts.py" line="56"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="144"/>
        <source>As much as free memory holds</source>
        <translation>以空闲内存能容纳的为准</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="147"/>
        <source>How many tokens this model reads at most. Left as it is, Verbatim starts the model with as many as this computer&apos;s free memory holds.</source>
        <translation>此模型最多读取的 token 数。保持不变时，Verbatim 会按这台电脑空闲内存能容纳的数量启动模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="152"/>
        <source>As the server says</source>
        <translation>以服务器为准</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="155"/>
        <source>How many tokens this model reads at most. A model on this computer, or on Ollama, is run with it. Elsewhere, set it when the server does not say, or says more than it was started with.</source>
        <translation>此模型最多读取的 token 数。本机上的模型或 Ollama 中的模型会按此值运行。其他情况下，当服务器未提供该值，或提供的值大于其启动时的设置时，请在此设置。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="106"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="112"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="113"/>
        <source>Context length (tokens)</source>
        <translation>上下文长度（token）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="116"/>
        <source>Instructions for this conversation</source>
        <translation>此对话的指令</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="121"/>
        <source>Preset name, for example Coder</source>
        <translation>预设名称，例如“程序员”</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="122"/>
        <source>Preset name</source>
        <translation>预设名称</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="124"/>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="125"/>
        <source>Save as preset</source>
        <translation>另存为预设</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="125"/>
        <source>Keep these fields under the name</source>
        <translation>将这些字段保存为此名称</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/conversation_sheet.py" line="164"/>
        <source>No preset</source>
        <translation>无预设</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="96"/>
        <source>Close Verbatim and open it again to finish restoring {name}.</source>
        <translation>请关闭并重新打开 Verbatim，以完成 {name} 的恢复。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="105"/>
        <source>Export conversations</source>
        <translation>导出对话</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="108"/>
        <source>Markdown, to read (*.md)</source>
        <translation>Markdown，便于阅读 (*.md)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="109"/>
        <source>A web page that opens in any browser (*.html)</source>
        <translation>可在任何浏览器中打开的网页 (*.html)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="110"/>
        <source>Verbatim JSON, complete: imports back with nothing lost (*.json)</source>
        <translation>Verbatim JSON，完整：可无损导入回来 (*.json)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="132"/>
        <source>Exporting</source>
        <translation>正在导出</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="148"/>
        <source>The export was cancelled. Nothing was written.</source>
        <translation>导出已取消。未写入任何内容。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/dialogs/data_part.py" line="134"/>
        <source>Exporting… {done} of %n conversation(s)</source>
        <translation>
            <numerusform>正在导出… {done}/%n 个对话</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="158"/>
        <source>Exported {conversations} to {path}</source>
        <translation>已将{conversations}导出到 {path}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="166"/>
        <source>Import conversations</source>
        <translation>导入对话</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="168"/>
        <source>Exports (*.json *.zip)</source>
        <translation>导出文件 (*.json *.zip)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="180"/>
        <source>{path}: a {kind} export of {conversations}; all of it is already here. Nothing to import.</source>
        <translation>{path}：包含 {conversations}的 {kind} 导出文件；所有内容均已存在。无需导入。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="191"/>
        <source>Import from {kind}?</source>
        <translation>从 {kind} 导入？</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="193"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="204"/>
        <source>Importing</source>
        <translation>正在导入</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="224"/>
        <source>Imported {conversations}, {messages}</source>
        <translation>已导入 {conversations}，{messages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/data_part.py" line="242"/>
        <source>{name} is a {kind} export with {conversations} and {messages}. {present_conversations} and {present_messages} are already here and stay as they are. Verbatim will add {new_conversations} and {new_messages}.</source>
        <translation>{name} 是 {kind} 导出文件，包含 {conversations}和 {messages}。其中 {present_conversations}和 {present_messages}已存在，将保持不变。Verbatim 将添加 {new_conversations}和 {new_messages}。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/design.py" line="58"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="23"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="120"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="121"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="65"/>
        <location filename="../../desktop/ui/transcript/full_text.py" line="66"/>
        <source>The whole message</source>
        <translation>整条消息</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="71"/>
        <source>{count} characters. Lines longer than {limit} characters are shown broken (⏎); Copy all copies the message exactly.</source>
        <translation>共 {count} 个字符。超过 {limit} 个字符的行会折行显示（⏎）；“全部复制”会原样复制消息。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="82"/>
        <source>Message text</source>
        <translation>消息文本</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="85"/>
        <location filename="../../desktop/ui/transcript/full_text.py" line="86"/>
        <source>Copy all</source>
        <translation>全部复制</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/full_text.py" line="86"/>
        <source>Copy the whole message</source>
        <translation>复制整条消息</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="61"/>
        <location filename="../../desktop/ui/shortcuts.py" line="45"/>
        <source>Show or hide the sidebar</source>
        <translation>显示或隐藏侧边栏</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="61"/>
        <source>Show or hide the sidebar (Ctrl+B)</source>
        <translation>显示或隐藏侧边栏（Ctrl+B）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="63"/>
        <location filename="../../desktop/ui/header/header_part.py" line="117"/>
        <location filename="../../desktop/ui/shortcuts.py" line="32"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="128"/>
        <location filename="../../desktop/ui/titles.py" line="17"/>
        <source>New conversation</source>
        <translation>新建对话</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="64"/>
        <source>Demo</source>
        <translation>演示</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="65"/>
        <source>Answers come from a built-in script, not a real model.</source>
        <translation>回答来自内置脚本，而非真实模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="74"/>
        <source>System prompt, model, temperature and reasoning for this conversation</source>
        <translation>此对话的系统提示词、模型、温度和推理</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="106"/>
        <location filename="../../desktop/ui/header/header_part.py" line="76"/>
        <location filename="../../desktop/ui/header/header_part.py" line="171"/>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="79"/>
        <location filename="../../desktop/ui/shortcuts.py" line="49"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="79"/>
        <source>Providers, keys, answers and look (Ctrl+,)</source>
        <translation>提供商、密钥、回答和外观（Ctrl+,）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="82"/>
        <source>Version and where your data is kept</source>
        <translation>版本和数据存放位置</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="148"/>
        <source>Custom setup</source>
        <translation>自定义设置</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="167"/>
        <source>Tools are on here ({names}); each call asks you first. Click to switch off.</source>
        <translation>此处已启用工具（{names}）；每次调用都会先征求你的同意。点击可关闭。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/header_part.py" line="169"/>
        <source>Tools are off in this conversation. Click to let the model use {names}.</source>
        <translation>此对话中工具已关闭。点击可允许模型使用 {names}。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="87"/>
        <location filename="../../desktop/ui/window_setup.py" line="109"/>
        <source>Verbatim — Demo</source>
        <translation>Verbatim — 演示</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="180"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="115"/>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="116"/>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/window_events.py" line="80"/>
        <source>Saved: everything you saw is on disk now.</source>
        <translation>已保存：你看到的所有内容现已写入磁盘。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/window_events.py" line="115"/>
        <source>A tool in “{title}” waits for you to allow it.</source>
        <translation>“{title}”中有一个工具在等待你的允许。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/window_look.py" line="63"/>
        <source>Text size {percent} %</source>
        <translation>文字大小 {percent}%</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="20"/>
        <source>Previous version</source>
        <translation>上一版本</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="21"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="22"/>
        <source>Next version</source>
        <translation>下一版本</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="24"/>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="213"/>
        <source>Read aloud</source>
        <translation>朗读</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="25"/>
        <source>Edit as a new version</source>
        <translation>编辑为新版本</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="26"/>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="27"/>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_actions.py" line="28"/>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="156"/>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>显示或隐藏模型的推理过程</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="174"/>
        <source>Your message</source>
        <translation>你的消息</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="174"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="179"/>
        <source>Show all as plain text</source>
        <translation>全部以纯文本显示</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="180"/>
        <source>Show the whole message as plain text</source>
        <translation>以纯文本显示整条消息</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="249"/>
        <source>↳ continued</source>
        <translation>↳ 续写</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_parts.py" line="56"/>
        <location filename="../../desktop/ui/transcript/message_view.py" line="251"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="251"/>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/transcript/message_view.py" line="266"/>
        <source>The conversation was longer than this model reads: Verbatim left out the %n oldest message(s) after your first one (the system prompt and your first message are always sent).</source>
        <translation>
            <numerusform>对话长度超出了此模型的读取范围：Verbatim 省略了你第一条消息之后最早的 %n 条消息（系统提示词和你的第一条消息始终会发送）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/transcript/answer_details.py" line="18"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n 个 token</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/transcript/answer_details.py" line="21"/>
        <source>%n token(s)/s</source>
        <translation>
            <numerusform>%n token/秒</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="300"/>
        <source>Showing part of this message ({count} characters).</source>
        <translation>正在显示此消息的一部分（{count} 个字符）。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="340"/>
        <source>Hide reasoning</source>
        <translation>隐藏推理</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="340"/>
        <source>Show reasoning</source>
        <translation>显示推理</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="394"/>
        <source>{doing} {seconds} s</source>
        <translation>{doing} {seconds} 秒</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="396"/>
        <source>Writing… {seconds} s</source>
        <translation>正在生成… {seconds} 秒</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="400"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="403"/>
        <source>Cut off: length limit</source>
        <translation>已截断：达到长度上限</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/message_view.py" line="406"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/model_picker.py" line="36"/>
        <source>The model that answers in this conversation</source>
        <translation>在此对话中回答的模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/model_picker.py" line="63"/>
        <location filename="../../desktop/ui/header/model_picker.py" line="77"/>
        <source>No model yet</source>
        <translation>尚无模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/model_picker.py" line="65"/>
        <source>Models on this computer…</source>
        <translation>本机上的模型…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/notify.py" line="44"/>
        <location filename="../../desktop/ui/update_line.py" line="48"/>
        <source>Dismiss this message</source>
        <translation>关闭此提示</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/notify.py" line="69"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/notify.py" line="92"/>
        <source>Verbatim could not use %n setting(s) from its settings file and uses the defaults instead: {settings}. The file stays as it is until you change a setting.</source>
        <translation>
            <numerusform>Verbatim 无法使用其设置文件中的 %n 项设置，已改用默认值：{settings}。在你更改某项设置之前，该文件保持原样。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/dialogs/progress_sheet.py" line="29"/>
        <source>Importing… {done} of %n conversation(s)</source>
        <translation>
            <numerusform>正在导入… {done}/%n 个对话</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/progress_sheet.py" line="56"/>
        <source>Stopping: nothing of this will be kept…</source>
        <translation>正在停止：这些内容都不会保留…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="87"/>
        <source>Verbatim settings</source>
        <translation>Verbatim 设置</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="99"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="100"/>
        <source>Settings pages</source>
        <translation>设置页面</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="92"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="101"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="185"/>
        <source>Providers</source>
        <translation>提供商</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="102"/>
        <source>Answers and look</source>
        <translation>回答和外观</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="108"/>
        <source>Sync</source>
        <translation>同步</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="130"/>
        <source>No providers yet. Press Add to set one up.</source>
        <translation>还没有提供方。点击“添加”来设置一个。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="132"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="54"/>
        <source>✓ Fits</source>
        <translation>✓ 可运行</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="55"/>
        <source>◐ May be slow</source>
        <translation>◐ 可能较慢</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="56"/>
        <source>✕ Won&apos;t fit</source>
        <translation>✕ 内存不足</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="62"/>
        <source>{fit} · Recommended</source>
        <translation>{fit} · 推荐</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="68"/>
        <source>Downloading {name}: {percent} % of {size}</source>
        <translation>正在下载 {name}：{size} 的 {percent} %</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="72"/>
        <source>Downloading {name}: {percent} % of {size}, {speed}/s, {left} left</source>
        <translation>正在下载 {name}：{size} 的 {percent} %，{speed}/s，剩余 {left}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="99"/>
        <source>A model&apos;s name, such as Qwen2.5, Llama 3.2 or SmolLM2</source>
        <translation>模型名称，例如 Qwen2.5、Llama 3.2 或 SmolLM2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="100"/>
        <source>Search models on Hugging Face</source>
        <translation>在 Hugging Face 上搜索模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="108"/>
        <source>Search Hugging Face for a model by its name.</source>
        <translation>按名称在 Hugging Face 上搜索模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="110"/>
        <source>Models found on Hugging Face</source>
        <translation>在 Hugging Face 上找到的模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="123"/>
        <source>The files of the chosen model</source>
        <translation>所选模型的文件</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="133"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="107"/>
        <source>Cancel download</source>
        <translation>取消下载</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="141"/>
        <source>Download the selected file</source>
        <translation>下载所选文件</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="162"/>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/local_models/model_download.py" line="172"/>
        <source>{repo} — %n download(s)</source>
        <translation>
            <numerusform>{repo} — %n 次下载</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="177"/>
        <source>No GGUF models on Hugging Face match “{words}”.</source>
        <translation>Hugging Face 上没有与“{words}”匹配的 GGUF 模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="192"/>
        <source>Reading what {repo} offers…</source>
        <translation>正在读取 {repo} 提供的文件…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="223"/>
        <source>None of these fits this computer&apos;s free memory well.</source>
        <translation>这些都不太适合这台电脑的可用内存。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="247"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="131"/>
        <source>Starting the download of {name}…</source>
        <translation>开始下载 {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="251"/>
        <source>The download was cancelled; nothing of it was kept.</source>
        <translation>下载已取消；没有保留任何部分。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="275"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="171"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="56"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="76"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="83"/>
        <source>Models on this computer</source>
        <translation>本机上的模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="264"/>
        <source>Prepare the engine (about {minutes} minutes)</source>
        <translation>准备引擎（约 {minutes} 分钟）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="267"/>
        <source>Build the engine that runs models here</source>
        <translation>构建在这里运行模型的引擎</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="202"/>
        <location filename="../../desktop/ui/local_models/model_download.py" line="137"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="73"/>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="114"/>
        <source>Fit</source>
        <translation>适配</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="201"/>
        <source>Your models</source>
        <translation>你的模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="128"/>
        <source>No models yet. Download one, add a GGUF model file you have, or take one from another app below.</source>
        <translation>还没有模型。下载一个、添加您已有的 GGUF 模型文件，或从下方其他应用中选取一个。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="137"/>
        <source>Download it</source>
        <translation>下载它</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="140"/>
        <source>Download the recommended model</source>
        <translation>下载推荐的模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="151"/>
        <source>I already have a model file…</source>
        <translation>我已经有模型文件…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="152"/>
        <source>Copy it into Verbatim&apos;s folder</source>
        <translation>复制到 Verbatim 的文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="134"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="153"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="103"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="138"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="154"/>
        <source>Use this model</source>
        <translation>使用此模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="157"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="380"/>
        <source>Add a model file</source>
        <translation>添加模型文件</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="158"/>
        <source>Remove the selected model</source>
        <translation>移除所选模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="159"/>
        <source>Use the selected model</source>
        <translation>使用所选模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="180"/>
        <source>Found in other apps (used where they are)</source>
        <translation>在其他应用中找到（就地使用）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="181"/>
        <source>No models from LM Studio, Jan or Ollama were found.</source>
        <translation>未找到 LM Studio、Jan 或 Ollama 的模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="186"/>
        <source>Models found in other apps</source>
        <translation>在其他应用中找到的模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="189"/>
        <source>Add from that app</source>
        <translation>从该应用添加</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="206"/>
        <source>Speech</source>
        <translation>语音</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="214"/>
        <source>Models here run on this computer; nothing you write leaves it.</source>
        <translation>这里的模型在本机运行；你写的内容不会离开这台电脑。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="219"/>
        <source>This installation has no engine to run models yet. A model server such as Ollama or LM Studio works meanwhile (Settings → Providers).</source>
        <translation>此安装还没有运行模型的引擎。在此之前可以使用 Ollama 或 LM Studio 等模型服务器（“设置 → 提供商”）。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="228"/>
        <source>The engine that runs models here is not prepared yet: it is built once on this computer. You can add models meanwhile.</source>
        <translation>在这里运行模型的引擎尚未准备好：它会在本机构建一次。在此期间可以先添加模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="290"/>
        <source>Preparing the engine…</source>
        <translation>正在准备引擎…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="290"/>
        <source>The engine is being prepared…</source>
        <translation>引擎正在准备中…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="297"/>
        <source>Preparing the engine: {percent} %</source>
        <translation>正在准备引擎：{percent} %</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="302"/>
        <source>Preparing the engine: {percent} %, about {minutes} min left</source>
        <translation>正在准备引擎：{percent} %，约剩 {minutes} 分钟</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="314"/>
        <source>The engine is ready.</source>
        <translation>引擎已就绪。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="319"/>
        <source>Looking for a model that suits this computer…</source>
        <translation>正在寻找适合这台电脑的模型…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="327"/>
        <source>Downloading a model needs the internet: {why}</source>
        <translation>下载模型需要联网：{why}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="335"/>
        <source>This computer has too little free memory for the model Verbatim suggests.</source>
        <translation>这台电脑的可用内存不足以运行 Verbatim 推荐的模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="340"/>
        <location filename="../../desktop/ui/local_models/model_download.py" line="218"/>
        <source>Recommended for this computer: {file}, a {size} download.</source>
        <translation>推荐给这台电脑：{file}，下载大小 {size}。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="362"/>
        <location filename="../../desktop/ui/local_models/model_download.py" line="261"/>
        <source>Downloaded {name}.</source>
        <translation>已下载 {name}。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="382"/>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF 模型 (*.gguf)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="390"/>
        <source>Copying {name}…</source>
        <translation>正在复制 {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="396"/>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="410"/>
        <source>Added {name}.</source>
        <translation>已添加 {name}。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="424"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="274"/>
        <source>Removed {name}; its copy was deleted.</source>
        <translation>已移除 {name}；其副本已删除。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="426"/>
        <source>Removed {name}; the file itself was left where it is.</source>
        <translation>已移除 {name}；文件本身仍在原处。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="441"/>
        <source>Use a model that won&apos;t fit?</source>
        <translation>使用内存不足的模型？</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="443"/>
        <source>{name} needs about {memory}, more than this computer has free. It may fail to load, or make the computer very slow. Use it anyway?</source>
        <translation>{name} 大约需要 {memory}，超过本机的可用内存。它可能无法加载，或使电脑变得很慢。仍要使用吗？</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/local_models_dialog.py" line="450"/>
        <source>Use it anyway</source>
        <translation>仍要使用</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="54"/>
        <source>OpenAI or compatible</source>
        <translation>OpenAI 或兼容服务</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="60"/>
        <source>An Ollama server, on this computer or another.</source>
        <translation>Ollama 服务器，在本机或另一台计算机上。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="62"/>
        <source>OpenAI, LM Studio, llama.cpp, vLLM and other servers that speak OpenAI&apos;s API.</source>
        <translation>OpenAI、LM Studio、llama.cpp、vLLM 以及其他使用 OpenAI API 的服务器。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="64"/>
        <source>Claude models, through Anthropic&apos;s API.</source>
        <translation>Claude 模型，通过 Anthropic 的 API。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="65"/>
        <source>Models Verbatim runs itself, on this computer.</source>
        <translation>由 Verbatim 自己在本机上运行的模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="153"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="71"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="65"/>
        <source>kept in the system keyring, never in a file</source>
        <translation>保存在系统密钥环中，绝不写入文件</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="167"/>
        <source>e.g. {examples}</source>
        <translation>例如 {examples}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="170"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="87"/>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="251"/>
        <source>New releases:</source>
        <translation>新版本：</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="260"/>
        <source>Once a day Verbatim reads the list of its releases and says when there is a newer one. It downloads and installs nothing itself.</source>
        <translation>Verbatim 每天读取一次其版本列表，有更新的版本时会告诉您。它自己不会下载或安装任何东西。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="264"/>
        <source>This copy of Verbatim was built without a list of releases to read.</source>
        <translation>此 Verbatim 副本在构建时没有可读取的版本列表。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="277"/>
        <source>Sentence by sentence, by a voice on this computer. Esc stops the voice.</source>
        <translation>逐句朗读，使用本机上的语音。按 Esc 停止朗读。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="279"/>
        <source>Voice:</source>
        <translation>语音：</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="58"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="135"/>
        <source>New project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="58"/>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="68"/>
        <source>A name, such as “Thesis” or “Kitchen renovation”</source>
        <translation>名称，例如“论文”或“厨房翻新”</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="175"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="76"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="69"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="70"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="72"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="84"/>
        <source>Instructions</source>
        <translation>指令</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="75"/>
        <source>Every conversation in this project starts with these.</source>
        <translation>此项目中的每个对话都以这些指令开始。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="80"/>
        <source>For example: Answer briefly, in plain English, and cite the chapter.</source>
        <translation>例如：回答要简短，使用通俗的中文，并注明章节。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="109"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="118"/>
        <source>New conversations here start with</source>
        <translation>此处的新对话开始时使用</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="111"/>
        <source>The default setup</source>
        <translation>默认设置</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="124"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="132"/>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="127"/>
        <source>Every conversation in this project may read these.</source>
        <translation>此项目中的每个对话都可以读取这些文件。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="135"/>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="136"/>
        <source>Add files…</source>
        <translation>添加文件…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="136"/>
        <source>PDF, Word, PowerPoint, Excel and more</source>
        <translation>PDF、Word、PowerPoint、Excel 等</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="139"/>
        <source>Remove the chosen file from the project</source>
        <translation>从项目中移除所选文件</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="95"/>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="95"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="203"/>
        <source>Delete this project?</source>
        <translation>删除此项目？</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="212"/>
        <source>“{name}” keeps %n conversation(s). Its instructions and files go with it; choose what becomes of the conversations.</source>
        <translation>
            <numerusform>“{name}”包含 %n 个对话。项目的指令和文件会一并删除；请选择如何处理这些对话。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="227"/>
        <source>Delete the project, keep the conversations</source>
        <translation>删除项目，保留对话</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/project_dialog.py" line="228"/>
        <source>Delete it and its conversations</source>
        <translation>连同对话一起删除</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="176"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="178"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="179"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="66"/>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="96"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="165"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="180"/>
        <source>Default model</source>
        <translation>默认模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="185"/>
        <source>The model providers Verbatim knows</source>
        <translation>Verbatim 已知的模型提供商</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="195"/>
        <source>New conversations start with:</source>
        <translation>新对话开始时使用：</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="196"/>
        <source>Instructions every new conversation starts with</source>
        <translation>每个新对话开始时使用的指令</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="199"/>
        <source>Whole, when they fit the model</source>
        <translation>完整发送（模型放得下时）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="200"/>
        <source>Only the parts relevant to the question</source>
        <translation>仅发送与问题相关的部分</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="135"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="202"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="205"/>
        <source>Send documents</source>
        <translation>发送文档</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="207"/>
        <source>A document too long for the model is always sent as its most relevant parts, and the answer shows which pages it used.</source>
        <translation>对模型来说过长的文档总是只发送最相关的部分，回答中会显示用到了哪些页。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="211"/>
        <source>Look:</source>
        <translation>外观：</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="214"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="215"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="216"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="226"/>
        <source>Ctrl+= and Ctrl+- change it from the window</source>
        <translation>可在窗口中用 Ctrl+= 和 Ctrl+- 调整</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="228"/>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="235"/>
        <source>Verbatim shows the new language when it starts again.</source>
        <translation>Verbatim 将在下次启动时显示新语言。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="103"/>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="110"/>
        <source>Daily backups kept</source>
        <translation>保留的每日备份</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="111"/>
        <source>Weekly backups kept</source>
        <translation>保留的每周备份</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="112"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="243"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="113"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="244"/>
        <source>Text size</source>
        <translation>文字大小</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="116"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="245"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="117"/>
        <source>Window size and place</source>
        <translation>窗口大小和位置</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="118"/>
        <source>The conversation open last</source>
        <translation>上次打开的对话</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="120"/>
        <source>Where each conversation was scrolled to</source>
        <translation>每个对话的滚动位置</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="124"/>
        <source>The folders used last</source>
        <translation>上次使用的文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="144"/>
        <source>Minutes before a model here is stopped</source>
        <translation>本机模型停止前的分钟数</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="150"/>
        <source>Graphics card for models here</source>
        <translation>本机模型使用的显卡</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="151"/>
        <source>Layers on the graphics card</source>
        <translation>放在显卡上的层数</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="153"/>
        <source>Timeouts</source>
        <translation>超时</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="156"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="253"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="258"/>
        <source>Tell me when a new Verbatim is out</source>
        <translation>有新版 Verbatim 发布时告诉我</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="158"/>
        <source>When Verbatim last looked for a new release</source>
        <translation>Verbatim 上次查找新版本的时间</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="160"/>
        <source>The newest release seen</source>
        <translation>见到的最新版本</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="161"/>
        <source>The release whose notice was closed</source>
        <translation>已关闭其提示的版本</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="166"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="110"/>
        <source>Web search</source>
        <translation>网页搜索</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="167"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="66"/>
        <source>SearXNG address</source>
        <translation>SearXNG 地址</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="168"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="71"/>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="75"/>
        <source>Search the web for new questions</source>
        <translation>新问题默认搜索网页</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="169"/>
        <source>Where web search was said to send questions</source>
        <translation>已告知的网页搜索问题发送目的地</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="171"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="272"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="276"/>
        <source>Read each answer aloud as it arrives</source>
        <translation>每个回答一到就朗读</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="174"/>
        <location filename="../../desktop/ui/composer/composer_view.py" line="338"/>
        <source>Hands-free conversation</source>
        <translation>免提对话</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="283"/>
        <location filename="../../desktop/session/settings.py" line="286"/>
        <source>{value} is not one of: {choices}</source>
        <translation>{value} 不在以下选项中：{choices}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="300"/>
        <source>{value} is not between {low} and {high}</source>
        <translation>{value} 不在 {low} 和 {high} 之间</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="302"/>
        <source>{value} is not more than {low}</source>
        <translation>{value} 不大于 {low}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="304"/>
        <source>{value} is less than {low}</source>
        <translation>{value} 小于 {low}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="311"/>
        <source>{value} is not a number</source>
        <translation>{value} 不是数字</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="313"/>
        <source>{value} is not a whole number</source>
        <translation>{value} 不是整数</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="315"/>
        <source>{value} is not yes or no</source>
        <translation>{value} 不是“是”或“否”</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="317"/>
        <source>{value} is empty or too long</source>
        <translation>{value} 为空或过长</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="319"/>
        <source>{value} is not text</source>
        <translation>{value} 不是文本</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="321"/>
        <source>{value} is not a list</source>
        <translation>{value} 不是列表</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="322"/>
        <source>{value} is not a set of names and values</source>
        <translation>{value} 不是一组名称和值</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="346"/>
        <location filename="../../desktop/session/settings.py" line="365"/>
        <source>“{entry}” is left out: {reason}</source>
        <translation>“{entry}”被略过：{reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="367"/>
        <source>in “{entry}”, {reason}</source>
        <translation>在“{entry}”中，{reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="386"/>
        <source>its {field}: {reason}</source>
        <translation>其 {field}：{reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="421"/>
        <source>it holds no settings, only {value}</source>
        <translation>其中没有设置，只有 {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="95"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="350"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="411"/>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="369"/>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="372"/>
        <source>Provider {number}</source>
        <translation>提供商 {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="418"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="127"/>
        <source>Testing…</source>
        <translation>正在测试…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="425"/>
        <source>✓ Connected. Models: {models}</source>
        <translation>✓ 已连接。模型：{models}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/settings_dialog.py" line="425"/>
        <source>none listed</source>
        <translation>未列出</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="19"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="34"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="52"/>
        <source>Model default</source>
        <translation>模型默认</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="20"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="52"/>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="21"/>
        <source>On</source>
        <translation>开</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="22"/>
        <source>Low</source>
        <translation>低</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="23"/>
        <source>Medium</source>
        <translation>中</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="24"/>
        <source>High</source>
        <translation>高</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="46"/>
        <source>Lower is more focused, higher more varied</source>
        <translation>越低越集中，越高越多样</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="48"/>
        <source>Only the most likely words that add up to this share</source>
        <translation>只从累计概率达到此比例的最可能词中选择</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="58"/>
        <source>How much the model thinks first, where it can be told (Ollama, Anthropic, OpenAI-compatible reasoning models)</source>
        <translation>模型先思考多少（仅在可设置时生效：Ollama、Anthropic、OpenAI 兼容的推理模型）</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="97"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="63"/>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="98"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="64"/>
        <source>Temperature</source>
        <translation>温度</translation>
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
        <translation>最大回答长度（token）</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="101"/>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="67"/>
        <source>Reasoning</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="98"/>
        <source>System prompt: {text}</source>
        <translation>系统提示词：{text}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="101"/>
        <source>Temperature {value}</source>
        <translation>温度 {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="103"/>
        <source>Top-p {value}</source>
        <translation>Top-p {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="105"/>
        <source>At most {value} tokens</source>
        <translation>最多 {value} 个 token</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/setup_fields.py" line="107"/>
        <source>Reasoning: {level}</source>
        <translation>推理：{level}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="33"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="155"/>
        <source>Search all conversations</source>
        <translation>搜索所有对话</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="34"/>
        <source>Stop the answer being written</source>
        <translation>停止正在生成的回答</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="35"/>
        <source>Dictate: start or stop listening</source>
        <translation>听写：开始或停止收听</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="36"/>
        <source>Copy the last answer</source>
        <translation>复制最后一个回答</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="38"/>
        <source>Show the previous version of the last answer</source>
        <translation>显示最后一个回答的上一版本</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="40"/>
        <source>Show the next version of the last answer</source>
        <translation>显示最后一个回答的下一版本</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="41"/>
        <source>Retry or regenerate the last answer</source>
        <translation>重试或重新生成最后一个回答</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="43"/>
        <source>Continue a stopped or cut-off answer</source>
        <translation>继续已停止或被截断的回答</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="46"/>
        <source>Larger text</source>
        <translation>放大文字</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="47"/>
        <source>Smaller text</source>
        <translation>缩小文字</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="48"/>
        <source>Text at its usual size</source>
        <translation>恢复文字默认大小</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="50"/>
        <source>This list of shortcuts</source>
        <translation>本快捷键列表</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="51"/>
        <source>Quit (a running answer is kept as Stopped)</source>
        <translation>退出（正在生成的回答会保留并标记为“已停止”）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="54"/>
        <source>Send the message</source>
        <translation>发送消息</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="55"/>
        <source>New line in the message</source>
        <translation>在消息中换行</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="62"/>
        <source>Back from the message box to a tool&apos;s question</source>
        <translation>从消息框返回到工具的提问</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="63"/>
        <source>In a tool&apos;s question: allow the tool once</source>
        <translation>在工具的提问中：允许该工具一次</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="64"/>
        <source>In a tool&apos;s question: press the answer that has the focus</source>
        <translation>在工具的提问中：按下拥有焦点的回答</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="89"/>
        <location filename="../../desktop/ui/shortcuts.py" line="90"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="94"/>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/shortcuts.py" line="104"/>
        <source>Close the list of shortcuts</source>
        <translation>关闭快捷键列表</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="128"/>
        <source>New conversation (Ctrl+N)</source>
        <translation>新建对话（Ctrl+N）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_download.py" line="102"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="148"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="150"/>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="136"/>
        <source>New project: conversations kept together, with instructions and files</source>
        <translation>新建项目：将对话集中在一起，并附带指令和文件</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="155"/>
        <source>Search all conversations (Ctrl+K)</source>
        <translation>搜索所有对话（Ctrl+K）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="193"/>
        <source>Conversations</source>
        <translation>对话</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="194"/>
        <source>Click ⋯ or right-click a conversation to rename, pin or delete it</source>
        <translation>点击 ⋯ 或右键点击对话，可重命名、置顶或删除</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="209"/>
        <source>Search results</source>
        <translation>搜索结果</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="209"/>
        <source>Click a result to open it at the match</source>
        <translation>点击结果，在匹配处打开</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="210"/>
        <source>No messages match.</source>
        <translation>没有匹配的消息。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="221"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="224"/>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="225"/>
        <source>Bring in conversations: a Verbatim, ChatGPT or Claude export</source>
        <translation>导入对话：Verbatim、ChatGPT 或 Claude 的导出文件</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="229"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="230"/>
        <source>Export all…</source>
        <translation>全部导出…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="230"/>
        <source>Save every conversation to a file</source>
        <translation>将所有对话保存到一个文件</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="245"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="246"/>
        <source>Sync now</source>
        <translation>立即同步</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="246"/>
        <source>Exchange changes with your other devices</source>
        <translation>与你的其他设备交换更改</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="354"/>
        <source>In “{name}”</source>
        <translation>在“{name}”中</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="357"/>
        <source>Searching in “{name}”</source>
        <translation>正在“{name}”中搜索</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="358"/>
        <source>Click to search all conversations again</source>
        <translation>点击以重新搜索所有对话</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="37"/>
        <source>New conversation in this project</source>
        <translation>在此项目中新建对话</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="42"/>
        <source>Edit project…</source>
        <translation>编辑项目…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="46"/>
        <source>Search in this project</source>
        <translation>在此项目中搜索</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_projects.py" line="51"/>
        <source>Delete project…</source>
        <translation>删除项目…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="43"/>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="48"/>
        <source>Unpin</source>
        <translation>取消置顶</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="48"/>
        <source>Pin to top</source>
        <translation>置顶</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="73"/>
        <source>Move to project</source>
        <translation>移至项目</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="82"/>
        <source>No projects yet</source>
        <translation>还没有项目</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="84"/>
        <source>New project…</source>
        <translation>新建项目…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="54"/>
        <source>Remove from project</source>
        <translation>从项目中移除</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="59"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_menu.py" line="65"/>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="33"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="41"/>
        <source>Rename conversation</source>
        <translation>重命名对话</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="45"/>
        <source>A name for this conversation</source>
        <translation>此对话的名称</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="46"/>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="53"/>
        <location filename="../../desktop/ui/sidebar/rename_dialog.py" line="56"/>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="440"/>
        <source>Delete this conversation?</source>
        <translation>删除此对话？</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="441"/>
        <source>“{title}” and all its messages will be deleted. This cannot be undone.</source>
        <translation>“{title}”及其所有消息将被删除。此操作无法撤销。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="257"/>
        <location filename="../../desktop/ui/sidebar/sidebar_view.py" line="444"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="44"/>
        <source>Keep the same conversations on every computer you use. Each device writes its own change files; none is ever overwritten, so nothing one device wrote while another was offline is lost.</source>
        <translation>在你使用的每台电脑上保留相同的对话。每台设备写入自己的更改文件，任何文件都不会被覆盖，因此一台设备在另一台离线时写入的内容不会丢失。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="53"/>
        <source>A folder kept in sync (Syncthing, Nextcloud, Dropbox…)</source>
        <translation>同步的文件夹（Syncthing、Nextcloud、Dropbox…）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="54"/>
        <source>A WebDAV server (Nextcloud, ownCloud, a NAS…)</source>
        <translation>WebDAV 服务器（Nextcloud、ownCloud、NAS…）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="61"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="74"/>
        <source>optional: encrypts everything synced</source>
        <translation>可选：加密所有同步内容</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="75"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="84"/>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="139"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="77"/>
        <source>WebDAV address</source>
        <translation>WebDAV 地址</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="140"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="78"/>
        <source>User name</source>
        <translation>用户名</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="79"/>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="80"/>
        <source>Passphrase</source>
        <translation>密码短语</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="138"/>
        <location filename="../../desktop/ui/dialogs/sync_page.py" line="118"/>
        <source>The folder to sync through</source>
        <translation>用于同步的文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/tasks.py" line="57"/>
        <source>Something went wrong: {error}</source>
        <translation>出现问题：{error}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="46"/>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="105"/>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="49"/>
        <source>Allow once</source>
        <translation>允许一次</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="50"/>
        <source>Always allow this tool</source>
        <translation>始终允许此工具</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="51"/>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="74"/>
        <source>Allow once: {keys} anywhere in this question, or Enter on this button</source>
        <translation>允许一次：在此问题中的任意位置按 {keys}，或在此按钮上按 Enter</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_approval.py" line="90"/>
        <source>The model wants to run “{tool}” from {server}. Run it?</source>
        <translation>模型想要运行 {server} 中的“{tool}”。是否运行？</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="30"/>
        <source>Waiting for you</source>
        <translation>等待你的确认</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="31"/>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="32"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="33"/>
        <source>Could not run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="34"/>
        <source>Denied by you</source>
        <translation>已被你拒绝</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="35"/>
        <source>Stopped by you</source>
        <translation>已被你停止</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="36"/>
        <source>Cut off when Verbatim closed</source>
        <translation>Verbatim 关闭时被中断</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="37"/>
        <source>Not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="117"/>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="143"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="121"/>
        <source>Save the whole output…</source>
        <translation>保存完整输出…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="130"/>
        <source>not offered</source>
        <translation>未提供</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="138"/>
        <source>The tool says this call failed.</source>
        <translation>工具报告此调用失败。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="143"/>
        <source>Output so far</source>
        <translation>目前的输出</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="146"/>
        <source>{size}, the first {shown} shown</source>
        <translation>{size}，显示前 {shown}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/tool_view.py" line="152"/>
        <source>Show or hide the result</source>
        <translation>显示或隐藏结果</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="49"/>
        <source>Tools let a model look things up or act for you, through MCP servers. Each call asks you first, unless you chose to always allow it.</source>
        <translation>工具可让模型通过 MCP 服务器查询信息或替你执行操作。每次调用都会先征求你的同意，除非你已选择始终允许。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="56"/>
        <source>No tool servers yet. Add one below.</source>
        <translation>还没有工具服务器。请在下方添加一个。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="128"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="57"/>
        <source>Tool servers</source>
        <translation>工具服务器</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="59"/>
        <source>Remove server</source>
        <translation>移除服务器</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="64"/>
        <source>a short name, such as time</source>
        <translation>简短名称，例如 time</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="67"/>
        <source>a command, such as {example}, or an https:// address</source>
        <translation>命令（例如 {example}）或 https:// 地址</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="73"/>
        <source>for an address that needs one; kept in the keyring</source>
        <translation>用于需要令牌的地址；保存在密钥环中</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="74"/>
        <source>Run its tools without asking each time</source>
        <translation>运行其工具时无需每次询问</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="77"/>
        <source>Command or address</source>
        <translation>命令或地址</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="78"/>
        <source>Token</source>
        <translation>令牌</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="85"/>
        <source>Test and add</source>
        <translation>测试并添加</translation>
    </message>
    <message>
        <location filename="../../desktop/session/settings.py" line="131"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="96"/>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="97"/>
        <source>Tool rounds per answer, at most</source>
        <translation>每个回答最多的工具轮数</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="104"/>
        <source>always allowed</source>
        <translation>始终允许</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="104"/>
        <source>asks first</source>
        <translation>先询问</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="108"/>
        <source>Last problem: {problem}</source>
        <translation>最近的问题：{problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="127"/>
        <source>Starting {name}…</source>
        <translation>正在启动 {name}…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/dialogs/tools_page.py" line="147"/>
        <source>✓ Added {name}: %n tool(s) ({names}).</source>
        <translation>
            <numerusform>✓ 已添加 {name}：%n 个工具（{names}）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="46"/>
        <source>Conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="46"/>
        <source>The messages of this conversation</source>
        <translation>此对话中的消息</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="68"/>
        <source>Ask anything.</source>
        <translation>有什么问题尽管问。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="70"/>
        <source>Enter sends · Shift+Enter adds a line · Esc stops an answer</source>
        <translation>Enter 发送 · Shift+Enter 换行 · Esc 停止回答</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="72"/>
        <source>Every word you see is kept, even if you stop or close the window.</source>
        <translation>你看到的每个字都会保留，即使你停止回答或关闭窗口。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/transcript/transcript_view.py" line="86"/>
        <source>Jump to the latest message</source>
        <translation>跳到最新消息</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="52"/>
        <source>Not everything is saved</source>
        <translation>并非所有内容都已保存</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/unsaved.py" line="55"/>
        <source>%n word(s) you saw could not be saved: the disk is full or read-only. Save them to a file, or free some space and keep waiting.</source>
        <translation>
            <numerusform>你看到的 %n 个字未能保存：磁盘已满或为只读。请将其保存到文件，或释放一些空间后继续等待。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="61"/>
        <source>Save to a file…</source>
        <translation>保存到文件…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="62"/>
        <source>Keep trying</source>
        <translation>继续尝试</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="63"/>
        <source>Quit without them</source>
        <translation>不保存并退出</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/unsaved.py" line="78"/>
        <source>Save the unsaved answer</source>
        <translation>保存未保存的回答</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="40"/>
        <source>Welcome to Verbatim</source>
        <translation>欢迎使用 Verbatim</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="43"/>
        <source>Verbatim talks to language models and keeps every word you see, even when you press Stop or close the window.</source>
        <translation>Verbatim 与语言模型对话，并保留你看到的每一个字，即使你点击“停止”或关闭窗口也不例外。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="47"/>
        <source>To start, connect it to a model.</source>
        <translation>首先，请将它连接到一个模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="59"/>
        <source>Looking for model servers on this computer…</source>
        <translation>正在查找这台电脑上的模型服务器…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="63"/>
        <source>Try the demo (no model needed)</source>
        <translation>试用演示（无需模型）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="66"/>
        <source>Try the demo</source>
        <translation>试用演示</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="66"/>
        <source>Answers come from a built-in script</source>
        <translation>回答来自内置脚本</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="67"/>
        <location filename="../../desktop/ui/welcome.py" line="71"/>
        <source>Run a model on this computer</source>
        <translation>在本机运行模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="72"/>
        <source>Choose a model file you have, or one from another app</source>
        <translation>选择你已有的模型文件，或其他应用中的模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="74"/>
        <source>Add a provider (Ollama, OpenAI, Anthropic…)</source>
        <translation>添加提供商（Ollama、OpenAI、Anthropic…）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="76"/>
        <source>Add a provider</source>
        <translation>添加提供商</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="76"/>
        <source>Opens Settings → Providers</source>
        <translation>打开“设置 → 提供商”</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="127"/>
        <source>No model server is running on this computer. Verbatim can run a model itself, or you can try the demo or add a provider you have an account with.</source>
        <translation>本机上没有正在运行的模型服务器。Verbatim 可以自己运行模型，你也可以试用演示，或添加你有账户的提供商。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="133"/>
        <source>Found on this computer:</source>
        <translation>在这台电脑上找到：</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/welcome.py" line="137"/>
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n 个模型</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="137"/>
        <source>no models yet</source>
        <translation>尚无模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="140"/>
        <source>Use {name} at {address} ({count})</source>
        <translation>使用 {address} 上的 {name}（{count}）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="145"/>
        <source>Use {name}</source>
        <translation>使用 {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="161"/>
        <source>{name} is on this computer, ready to answer. You can also try the demo or add a provider you have an account with.</source>
        <translation>{name} 已在这台电脑上，可以回答了。你也可以试用演示，或添加你有账户的提供商。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/welcome.py" line="167"/>
        <source>Use {name} on this computer</source>
        <translation>在这台电脑上使用 {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/local/backend.py" line="86"/>
        <source>Reading your question…</source>
        <translation>正在读取你的问题…</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="178"/>
        <source>The local engine stopped unexpectedly. The words that arrived are kept; press Retry to start it again.</source>
        <translation>本地引擎意外停止。已收到的文字都已保留；按“重试”可重新启动它。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="116"/>
        <source>its header is larger than any model&apos;s</source>
        <translation>其文件头比任何模型的都大</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="119"/>
        <source>it ends inside its header (a cut download?)</source>
        <translation>它在文件头中途结束（下载被中断？）</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="133"/>
        <source>it claims a text of {n} bytes</source>
        <translation>它声称有一段 {n} 字节的文本</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="143"/>
        <source>it claims a list of {n} items</source>
        <translation>它声称有一个包含 {n} 项的列表</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="150"/>
        <source>it holds a list of a kind GGUF does not have</source>
        <translation>它含有一种 GGUF 中不存在的列表类型</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="152"/>
        <source>it holds a value of a kind GGUF does not have ({kind})</source>
        <translation>它含有一种 GGUF 中不存在的值类型（{kind}）</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="157"/>
        <source>“{name}” is not a model file Verbatim can use: {why}.</source>
        <translation>“{name}”不是 Verbatim 能使用的模型文件：{why}。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="172"/>
        <source>Verbatim cannot read “{path}”: {why}.</source>
        <translation>Verbatim 无法读取“{path}”：{why}。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="190"/>
        <source>it is not a GGUF file</source>
        <translation>它不是 GGUF 文件</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="193"/>
        <source>it is GGUF version {version}; versions 2 and 3 are read</source>
        <translation>它是 GGUF 第 {version} 版；只能读取第 2 和第 3 版</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="194"/>
        <source>it claims {n} tensors</source>
        <translation>它声称有 {n} 个张量</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="195"/>
        <source>it claims {n} keys</source>
        <translation>它声称有 {n} 个键</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="208"/>
        <source>it does not say which architecture it is</source>
        <translation>它没有说明自己的架构</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gguf_facts.py" line="210"/>
        <source>its first bytes do not say how large it is</source>
        <translation>它的开头字节没有说明其大小</translation>
    </message>
    <message>
        <location filename="../../desktop/local/library.py" line="154"/>
        <source>There is no model called “{name}”.</source>
        <translation>没有名为“{name}”的模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="145"/>
        <source>There is no local model called “{name}”. Add one under Models on this computer (in the model menu), then press Retry.</source>
        <translation>没有名为“{name}”的本地模型。请在“本机上的模型”（位于模型菜单中）添加一个，然后按“重试”。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="158"/>
        <source>{fault} This answer goes on on the processor.</source>
        <translation>{fault}此回答改在处理器上继续。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="174"/>
        <source>{fault} The words that arrived are kept; press Retry to go on on the processor.</source>
        <translation>{fault}已收到的文字会保留；按“重试”在处理器上继续。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="229"/>
        <source>The engine that runs models on this computer is not installed yet. From a source checkout, run “make engine” once (a few minutes).</source>
        <translation>在这台电脑上运行模型的引擎尚未安装。在源代码目录中运行一次“make engine”（几分钟）。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="236"/>
        <source>This computer&apos;s processor lacks AVX2, which the engine that comes with Verbatim needs. A model server such as Ollama works instead (Settings → Providers).</source>
        <translation>此计算机的处理器不支持 AVX2，而 Verbatim 自带的引擎需要它。可以改用 Ollama 等模型服务器（“设置 → 提供商”）。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="274"/>
        <source>Starting the engine for “{name}”…</source>
        <translation>正在为“{name}”启动引擎…</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="287"/>
        <source>The local engine could not start: {why}.</source>
        <translation>本地引擎无法启动：{why}。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="328"/>
        <source>Loading “{name}” into memory…</source>
        <translation>正在将“{name}”加载到内存…</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="343"/>
        <source>Loading “{name}” into memory… {percent} %</source>
        <translation>正在将“{name}”载入内存… {percent} %</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_log.py" line="42"/>
        <source>it ended without saying why</source>
        <translation>它没有说明原因就结束了</translation>
    </message>
    <message>
        <location filename="../../desktop/local/process.py" line="357"/>
        <source>The local engine could not load “{name}”: {why}. Nothing was lost; the engine&apos;s own words are in {log}.</source>
        <translation>本地引擎无法加载“{name}”：{why}。没有丢失任何内容；引擎自己的输出在 {log} 中。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="132"/>
        <source>“{repo}” offers no GGUF model file Verbatim can run.</source>
        <translation>“{repo}”没有 Verbatim 能运行的 GGUF 模型文件。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="172"/>
        <source>“{repo}” has no file “{file}”.</source>
        <translation>“{repo}”中没有文件“{file}”。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="207"/>
        <source>{why} Nothing was added.</source>
        <translation>{why}未添加任何内容。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="19"/>
        <source>There is no file at “{path}”.</source>
        <translation>“{path}”处没有文件。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="21"/>
        <source>“{path}” cannot be read ({why}).</source>
        <translation>无法读取“{path}”（{why}）。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="25"/>
        <source>“{path}” is a folder, not a file.</source>
        <translation>“{path}”是一个文件夹，不是文件。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="27"/>
        <source>“{path}” is a pipe, not a regular file.</source>
        <translation>“{path}”是一个管道，不是普通文件。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="29"/>
        <source>“{path}” is a device, not a regular file.</source>
        <translation>“{path}”是一个设备，不是普通文件。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/given_file.py" line="30"/>
        <source>“{path}” is not a regular file.</source>
        <translation>“{path}”不是普通文件。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="213"/>
        <source>The model could not be copied into Verbatim&apos;s folder: {why}. Nothing was added.</source>
        <translation>无法将模型复制到 Verbatim 的文件夹：{why}。没有添加任何内容。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/local_models.py" line="390"/>
        <source>The engine could not be prepared: {why}.</source>
        <translation>无法准备引擎：{why}。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_build.py" line="66"/>
        <source>The engine could not be prepared: {why}. Nothing else changed; “make engine” in a terminal shows the whole story.</source>
        <translation>无法准备引擎：{why}。其他内容均未改变；在终端中运行“make engine”可查看完整信息。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_build.py" line="68"/>
        <source>the build ended without saying why</source>
        <translation>构建结束了，但没有说明原因</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/local_models.py" line="41"/>
        <source>The model catalogue on Hugging Face cannot be reached: this computer seems to be offline. Models already on this computer, and “I already have a model file…”, still work.</source>
        <translation>无法访问 Hugging Face 上的模型目录：这台电脑似乎未联网。本机上已有的模型和“我已经有模型文件…”仍然可用。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="93"/>
        <source>“{what}” asks you to accept its terms on huggingface.co first; Verbatim only downloads models anyone may.</source>
        <translation>“{what}”要求先在 huggingface.co 上接受其条款；Verbatim 只下载任何人都可下载的模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="99"/>
        <source>Hugging Face has no model called “{what}”.</source>
        <translation>Hugging Face 上没有名为“{what}”的模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="101"/>
        <location filename="../../desktop/local/speech_hub.py" line="103"/>
        <source>Hugging Face has no file “{what}”.</source>
        <translation>Hugging Face 上没有文件“{what}”。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="106"/>
        <location filename="../../desktop/local/hub.py" line="133"/>
        <source>Hugging Face could not be reached or answered oddly: {why}.</source>
        <translation>无法连接 Hugging Face，或其回应异常：{why}。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="128"/>
        <source>The disk filled up during the download. The partial file was removed; free some space and try again.</source>
        <translation>下载过程中磁盘已满。不完整的文件已删除；请腾出空间后重试。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="244"/>
        <location filename="../../desktop/local/speech_hub.py" line="197"/>
        <source>“{name}” went on past the {size} Hugging Face lists for it, so the download was stopped and nothing of it was kept.</source>
        <translation>“{name}”超过了 Hugging Face 为其列出的 {size}，因此下载已停止，未保留任何部分。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="252"/>
        <source>Hugging Face lists no size for “{name}”, and it went on past {size}, the most Verbatim takes of such a file here, so the download was stopped and nothing of it was kept.</source>
        <translation>Hugging Face 没有列出“{name}”的大小，而它超过了 {size}（Verbatim 在此处对这类文件接受的上限），因此下载已停止，未保留任何部分。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="261"/>
        <location filename="../../desktop/local/speech_hub.py" line="166"/>
        <source>“{name}” needs {need} of free disk space and {free} is free. Nothing was downloaded.</source>
        <translation>“{name}”需要 {need} 的可用磁盘空间，目前只有 {free}。未下载任何内容。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/hub.py" line="301"/>
        <source>“{name}” did not arrive as Hugging Face lists it (its checksum differs), so it was removed. Try the download again.</source>
        <translation>“{name}”与 Hugging Face 所列的不一致（校验和不同），因此已删除。请重新下载。</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="121"/>
        <source>“{name}” is protected by a password. Open it, save a copy without the password, and attach that.</source>
        <translation>“{name}”受密码保护。请打开它，另存一份不带密码的副本，然后附加该副本。</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="136"/>
        <source>“{name}” unpacks to far more than a document holds (a zip bomb?), so Verbatim did not open it.</source>
        <translation>“{name}”解压后远超任何文档应有的大小（可能是 zip 炸弹？），因此 Verbatim 没有打开它。</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="144"/>
        <source>“{name}” declares XML entities, which can make a small file expand without end, so Verbatim did not read it.</source>
        <translation>“{name}”声明了 XML 实体，可能让一个小文件无限膨胀，因此 Verbatim 没有读取它。</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/paging.py" line="60"/>
        <location filename="../../desktop/engine/attachments.py" line="99"/>
        <source>“{name}” could not be read; the file may be damaged or cut short.</source>
        <translation>无法读取“{name}”；文件可能已损坏或不完整。</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="171"/>
        <source>“{name}” is protected by a password. Open it in a PDF reader, save a copy without the password, and attach that.</source>
        <translation>“{name}”受密码保护。请在 PDF 阅读器中打开它，另存一份不带密码的副本，然后附加该副本。</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="352"/>
        <source>“{name}” needs more memory to read than Verbatim allows a document.</source>
        <translation>读取“{name}”所需的内存超出了 Verbatim 允许单个文档使用的上限。</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/extract.py" line="357"/>
        <location filename="../../desktop/documents/reader.py" line="242"/>
        <source>“{name}” could not be read as {kind}; the file may be damaged.</source>
        <translation>无法将“{name}”作为{kind}读取，文件可能已损坏。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/projects.py" line="30"/>
        <source>A project needs a name.</source>
        <translation>项目需要名称。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/projects.py" line="72"/>
        <source>“{name}” was deleted on another device, so your changes could not be kept. Its instructions were: {instructions}</source>
        <translation>“{name}”已在另一台设备上删除，因此无法保存你的更改。它的指令是：{instructions}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/projects.py" line="92"/>
        <source>This project was deleted.</source>
        <translation>此项目已被删除。</translation>
    </message>
    <message>
        <location filename="../../desktop/store/project_store.py" line="181"/>
        <source>The project&apos;s file “{name}” is missing its contents.</source>
        <translation>项目文件“{name}”缺少内容。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="56"/>
        <source>{name} · {pages} · {words} words, as Verbatim read it</source>
        <translation>{name} · {pages} · {words} 字（Verbatim 读取的结果）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="66"/>
        <source>This document has no text layer: its pages are pictures (a scan), so there were no words to read. The model is told so.</source>
        <translation>此文档没有文本层：它的页面是图片（扫描件），因此没有可读取的文字。模型会得知这一点。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="76"/>
        <location filename="../../desktop/ui/documents/document_view.py" line="78"/>
        <source>Go to page</source>
        <translation>跳转到页面</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="244"/>
        <location filename="../../desktop/ui/documents/document_view.py" line="294"/>
        <source>Sources:</source>
        <translation>来源：</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/documents/document_view.py" line="251"/>
        <source>{name}, page(s)</source>
        <translation>
            <numerusform>{name}，页</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="274"/>
        <source>Open {name} at page {n}: the model was given the whole document</source>
        <translation>在第 {n} 页打开 {name}：模型收到的是整个文档</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="277"/>
        <source>Open {name} at page {n}</source>
        <translation>在第 {n} 页打开 {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="309"/>
        <source>Open {address} in the browser</source>
        <translation>在浏览器中打开 {address}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="311"/>
        <source>{address} is not a web address: it is not opened</source>
        <translation>{address} 不是网址：不会打开</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/document_view.py" line="272"/>
        <source>Open {name} at page {n}, at the passage the model was given</source>
        <translation>在第 {n} 页打开 {name}，并定位到提供给模型的段落</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/sidebar/sidebar_part.py" line="139"/>
        <source>Add files to the project</source>
        <translation>向项目添加文件</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="116"/>
        <source>a PDF</source>
        <translation>一个 PDF 文件</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="117"/>
        <source>a Word document</source>
        <translation>一份 Word 文档</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="118"/>
        <source>a PowerPoint presentation</source>
        <translation>一份 PowerPoint 演示文稿</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="119"/>
        <source>an Excel workbook</source>
        <translation>一个 Excel 工作簿</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="120"/>
        <source>an OpenDocument text</source>
        <translation>一份 OpenDocument 文本文档</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="121"/>
        <source>an EPUB book</source>
        <translation>一本 EPUB 电子书</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="122"/>
        <source>an RTF document</source>
        <translation>一份 RTF 文档</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="123"/>
        <source>a web page</source>
        <translation>一个网页</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="124"/>
        <source>a Markdown file</source>
        <translation>一个 Markdown 文件</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="125"/>
        <source>a CSV table</source>
        <translation>一个 CSV 表格</translation>
    </message>
    <message>
        <location filename="../../desktop/documents/formats.py" line="126"/>
        <source>a picture</source>
        <translation>一张图片</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="33"/>
        <source>Reads pictures as well as text.</source>
        <translation>既能读图片，也能读文字。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="35"/>
        <source>Made for writing and explaining code.</source>
        <translation>专为编写和解释代码而设计。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="37"/>
        <source>Tiny and quick: short answers and simple tasks, on any computer.</source>
        <translation>小巧快速：简短回答和简单任务，任何电脑都能运行。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="39"/>
        <source>Small and quick: everyday questions, summaries and drafts.</source>
        <translation>小而快：日常问题、摘要和草稿。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="41"/>
        <source>Medium: writing, reasoning and code, given enough memory.</source>
        <translation>中等：写作、推理和代码，需要足够的内存。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="42"/>
        <source>Large: the most careful answers, on a strong computer.</source>
        <translation>大型：最细致的回答，需要性能强的电脑。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/local_models/model_cards.py" line="115"/>
        <source>reads %n token(s)</source>
        <translation>
            <numerusform>读取 %n 个词元</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/model_cards.py" line="116"/>
        <source>needs {memory} here</source>
        <translation>在此需要 {memory}</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/bounded_json.py" line="150"/>
        <source>one conversation (or one file in it) is larger than {mb} MB, the most Verbatim reads at once</source>
        <translation>某个对话（或其中的某个文件）超过 {mb} MB，这是 Verbatim 一次能读取的上限</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/bounded_json.py" line="163"/>
        <source>it holds more than {size} bytes of blank space in a row</source>
        <translation>其中有连续超过 {size} 字节的空白</translation>
    </message>
    <message>
        <location filename="../../desktop/store/exchange/bounded_json.py" line="164"/>
        <source>it holds a text longer than {size} bytes</source>
        <translation>其中有一段超过 {size} 字节的文本</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/header/provider_names.py" line="18"/>
        <source>This computer</source>
        <translation>这台电脑</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="237"/>
        <source>an unexpected error ({kind}) with no message</source>
        <translation>意外错误（{kind}），无错误信息</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="242"/>
        <source>there was not enough memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="243"/>
        <location filename="../../desktop/web/fetch.py" line="354"/>
        <source>it took too long</source>
        <translation>耗时过长</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="244"/>
        <source>permission was refused</source>
        <translation>权限被拒绝</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="245"/>
        <source>a file it needed is not there</source>
        <translation>缺少所需的文件</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="246"/>
        <source>the connection was lost</source>
        <translation>连接已中断</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="247"/>
        <source>the system refused</source>
        <translation>系统拒绝了该操作</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="248"/>
        <source>the data is nested too deeply</source>
        <translation>数据嵌套层级过深</translation>
    </message>
    <message>
        <location filename="../../desktop/domain/words.py" line="249"/>
        <source>it was interrupted</source>
        <translation>操作被中断</translation>
    </message>
    <message>
        <location filename="../../desktop/sync/sequence.py" line="209"/>
        <source>This sync round needed more memory than this computer gave Verbatim, and stopped. What it received so far is kept; the next round tries again.</source>
        <translation>本轮同步所需的内存超过了这台电脑分配给 Verbatim 的内存，已停止。目前已收到的内容会保留；下一轮会再次尝试。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/update_line.py" line="44"/>
        <location filename="../../desktop/ui/update_line.py" line="84"/>
        <source>What&apos;s new</source>
        <translation>新功能</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/update_line.py" line="82"/>
        <source>Verbatim {version} is out:</source>
        <translation>Verbatim {version} 已发布：</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/update_line.py" line="84"/>
        <source>Opens the release&apos;s page in your browser</source>
        <translation>在浏览器中打开该版本的页面</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="61"/>
        <source>{address} took longer than {seconds} seconds to read, so it was left out.</source>
        <translation>读取 {address} 用时超过 {seconds} 秒，因此已略过。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="76"/>
        <source>{address} could not be read within the memory and time Verbatim allows a page, so it was left out.</source>
        <translation>{address} 无法在 Verbatim 允许一个网页使用的内存和时间内读取，因此已略过。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="94"/>
        <source>{address} has no text to read.</source>
        <translation>{address} 没有可读取的文本。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/extract.py" line="115"/>
        <source>{address} is a scanned PDF with no text layer.</source>
        <translation>{address} 是没有文本层的扫描 PDF。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="114"/>
        <source>it is this computer itself (a loopback address)</source>
        <translation>它就是这台计算机本身（回环地址）</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="116"/>
        <source>it is the cloud metadata service&apos;s address</source>
        <translation>它是云元数据服务的地址</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="118"/>
        <source>it is a link-local address (this computer&apos;s own network segment)</source>
        <translation>它是链路本地地址（这台计算机所在的网段）</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="126"/>
        <source>it is a shared address of the internet provider&apos;s network (CGNAT)</source>
        <translation>它是互联网服务商网络中的共享地址（CGNAT）</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="128"/>
        <source>it is a unique local address (a private network)</source>
        <translation>它是唯一本地地址（私有网络）</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="130"/>
        <source>it is a private network&apos;s address (a home or office network)</source>
        <translation>它是私有网络的地址（家庭或办公网络）</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="132"/>
        <source>it is not a public internet address</source>
        <translation>它不是公共互联网地址</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="149"/>
        <source>{address} did not answer within {seconds} seconds.</source>
        <translation>{address} 在 {seconds} 秒内没有应答。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="166"/>
        <source>Verbatim does not fetch {address}: {why}.</source>
        <translation>Verbatim 不获取 {address}：{why}。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="177"/>
        <source>{address} redirected more than {count} times; Verbatim stopped following it.</source>
        <translation>{address} 重定向超过 {count} 次，Verbatim 已停止跟随。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="188"/>
        <source>{address} is not a web address.</source>
        <translation>{address} 不是网址。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="191"/>
        <source>Verbatim fetches only http and https addresses, not {address}.</source>
        <translation>Verbatim 只获取 http 和 https 地址，不获取 {address}。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="214"/>
        <source>The name {host} could not be found.</source>
        <translation>找不到名称 {host}。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="243"/>
        <source>{address} could not be reached ({why}).</source>
        <translation>无法访问 {address}（{why}）。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="250"/>
        <source>{address} redirected without saying where.</source>
        <translation>{address} 发出了重定向，但没有给出目标。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="256"/>
        <source>{address} answered {status} instead of the page.</source>
        <translation>{address} 返回了 {status}，而不是页面。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="278"/>
        <source>{address} is not a web page, text or PDF (it is “{type}”); Verbatim reads only those.</source>
        <translation>{address} 不是网页、文本或 PDF（而是“{type}”）；Verbatim 只读取这几种。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="294"/>
        <source>{address} is larger than {size} MB; Verbatim stopped reading it.</source>
        <translation>{address} 超过 {size} MB，Verbatim 已停止读取。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="345"/>
        <source>{address} was sent in an encoding Verbatim did not ask for ({encoding}).</source>
        <translation>{address} 使用了 Verbatim 未请求的编码（{encoding}）。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="324"/>
        <source>{address} sent a damaged compressed page.</source>
        <translation>{address} 发送了损坏的压缩页面。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="328"/>
        <source>{address} broke off while sending ({why}).</source>
        <translation>{address} 在发送途中中断（{why}）。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="356"/>
        <source>the connection was refused or failed</source>
        <translation>连接被拒绝或失败</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="358"/>
        <source>it did not answer in HTTP</source>
        <translation>它没有用 HTTP 应答</translation>
    </message>
    <message>
        <location filename="../../desktop/web/fetch.py" line="359"/>
        <source>the connection failed</source>
        <translation>连接失败</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="77"/>
        <source>Brave Search needs an API key. Add it in Settings → Web search (or set BRAVE_API_KEY), or answer without search.</source>
        <translation>Brave Search 需要 API 密钥。请在“设置 → 网页搜索”中添加（或设置 BRAVE_API_KEY），或不搜索直接回答。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="87"/>
        <source>The SearXNG instance at {address}</source>
        <translation>位于 {address} 的 SearXNG 实例</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="90"/>
        <source>{name} is not a web address.</source>
        <translation>{name} 不是网址。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="96"/>
        <location filename="../../desktop/web/search.py" line="107"/>
        <source>{name} did not answer with search results.</source>
        <translation>{name} 没有返回搜索结果。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="101"/>
        <source>Brave Search</source>
        <translation>Brave Search</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="155"/>
        <source>{name} refused the API key ({status}). Check it in Settings → Web search, or answer without search.</source>
        <translation>{name} 拒绝了 API 密钥（{status}）。请在“设置 → 网页搜索”中检查，或不搜索直接回答。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="164"/>
        <source>{name} refused to answer in JSON (403). Its settings.yml must list json under search: formats.</source>
        <translation>{name} 拒绝以 JSON 应答（403）。其 settings.yml 必须在 search: formats 下列出 json。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="172"/>
        <source>{name} says too many searches were asked for (429). Wait a little, or answer without search.</source>
        <translation>{name} 表示搜索请求过多（429）。请稍等，或不搜索直接回答。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="180"/>
        <source>{name} answered {status} instead of results.</source>
        <translation>{name} 返回了 {status}，而不是结果。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="189"/>
        <source>{name} sent far too long an answer.</source>
        <translation>{name} 发送的应答过长。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="192"/>
        <source>{name} did not answer within {seconds} seconds.</source>
        <translation>{name} 在 {seconds} 秒内没有应答。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="196"/>
        <source>{name} could not be reached. Is it running? Check its address.</source>
        <translation>无法访问 {name}。它在运行吗？请检查其地址。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="201"/>
        <source>{name} did not answer in JSON.</source>
        <translation>{name} 没有以 JSON 应答。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="207"/>
        <source>DuckDuckGo</source>
        <translation>DuckDuckGo</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="218"/>
        <source>{name} could not be reached, or refused the search. Try again later, or answer without search.</source>
        <translation>无法访问 {name}，或它拒绝了搜索。请稍后再试，或不搜索直接回答。</translation>
    </message>
    <message>
        <location filename="../../desktop/web/search.py" line="226"/>
        <source>{name} refused the search; it may be limiting searches. Try again later.</source>
        <translation>{name} 拒绝了搜索，可能在限制搜索次数。请稍后再试。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="51"/>
        <source>the SearXNG instance at {address}</source>
        <translation>位于 {address} 的 SearXNG 实例</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="53"/>
        <source>Brave Search (api.search.brave.com)</source>
        <translation>Brave Search（api.search.brave.com）</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="54"/>
        <source>DuckDuckGo (duckduckgo.com)</source>
        <translation>DuckDuckGo（duckduckgo.com）</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="66"/>
        <source>This computer has no keyring (password store) Verbatim can use, so the key cannot be saved safely. Set the BRAVE_API_KEY environment variable before starting Verbatim instead.</source>
        <translation>这台电脑没有 Verbatim 可用的密钥环（密码存储），因此无法安全保存密钥。请改为在启动 Verbatim 前设置环境变量 BRAVE_API_KEY。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="78"/>
        <source>The key could not be kept in the keyring: {error}</source>
        <translation>无法将密钥保存到密钥环：{error}</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="119"/>
        <source>Web search is on: your question goes to {where}, and Verbatim fetches the pages it finds. The globe by the message box turns it off.</source>
        <translation>网页搜索已开启：您的问题会发送到{where}，Verbatim 会获取搜索到的页面。消息框旁的地球按钮可关闭它。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="171"/>
        <source>{why} This answer was written without search.</source>
        <translation>{why} 这条回答是在没有搜索的情况下写的。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="178"/>
        <source>None of the pages the search found could be read ({why}). This answer was written without search.</source>
        <translation>搜索到的页面都无法读取（{why}）。这条回答是在没有搜索的情况下写的。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/web_search.py" line="184"/>
        <source>The search found nothing. This answer was written without search.</source>
        <translation>搜索没有找到任何结果。这条回答是在没有搜索的情况下写的。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="37"/>
        <source>With the globe by the message box on, Verbatim sends your question to the search provider chosen here, fetches the pages it finds and gives the model their most relevant passages, numbered, so the answer can cite them.</source>
        <translation>打开消息框旁的地球按钮后，Verbatim 会把您的问题发送到这里选择的搜索服务，获取搜索到的页面，并把其中最相关的段落编号后交给模型，以便回答引用。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="46"/>
        <source>No web search</source>
        <translation>不搜索网页</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="47"/>
        <source>A SearXNG instance (on this computer or your network)</source>
        <translation>SearXNG 实例（在这台电脑或您的网络上）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="48"/>
        <source>Brave Search (needs an API key)</source>
        <translation>Brave Search（需要 API 密钥）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="49"/>
        <source>DuckDuckGo (no key)</source>
        <translation>DuckDuckGo（无需密钥）</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="76"/>
        <source>The globe starts on for each question; it can still be turned off for one.</source>
        <translation>每个问题开始时地球按钮都是打开的；仍可对单个问题关闭它。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/dialogs/web_page.py" line="103"/>
        <source>The SearXNG address must start with http:// or https://.</source>
        <translation>SearXNG 地址必须以 http:// 或 https:// 开头。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/dictation.py" line="67"/>
        <source>{why} Nothing was transcribed.</source>
        <translation>{why} 未转写任何内容。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/dictation.py" line="250"/>
        <location filename="../../desktop/voice/speech.py" line="106"/>
        <source>No speech model is installed, so dictation cannot start. The keyboard works as always.</source>
        <translation>未安装语音模型，因此无法开始听写。键盘照常可用。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="84"/>
        <source>No microphone was found. Connect one and press the microphone again; the keyboard works as always.</source>
        <translation>未找到麦克风。请连接一个麦克风后再次点击麦克风按钮；键盘照常可用。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="115"/>
        <source>The microphone could not be opened. The keyboard works as always.</source>
        <translation>无法打开麦克风。键盘照常可用。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="134"/>
        <source>Allow Verbatim to use the microphone, then press the microphone again.</source>
        <translation>请允许 Verbatim 使用麦克风，然后再次点击麦克风按钮。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="139"/>
        <source>Verbatim may not use the microphone. Allow it in the system&apos;s privacy settings; the keyboard works as always.</source>
        <translation>Verbatim 无权使用麦克风。请在系统的隐私设置中允许；键盘照常可用。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="202"/>
        <source>The microphone stopped ({error}). The words heard until then are in the message.</source>
        <translation>麦克风已停止（{error}）。此前听到的文字已在消息中。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="281"/>
        <source>The words of a dictation interrupted when Verbatim last closed are back in the message. Send them, or empty the message to discard them.</source>
        <translation>上次关闭 Verbatim 时中断的听写内容已放回消息中。发送它们，或清空消息以丢弃。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="291"/>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="292"/>
        <source>it stopped giving sound</source>
        <translation>它不再传来声音</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="293"/>
        <source>the sound system failed</source>
        <translation>音频系统出错</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/dictation_part.py" line="294"/>
        <source>no sound</source>
        <translation>没有声音</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/speech.py" line="149"/>
        <source>The speech engine could not be loaded ({why}), so dictation cannot start. The keyboard works as always.</source>
        <translation>无法加载语音识别引擎（{why}），因此无法开始听写。键盘照常可用。</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/speech.py" line="169"/>
        <source>The speech model in {path} could not be loaded ({why}).</source>
        <translation>无法加载 {path} 中的语音模型（{why}）。</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/speech.py" line="205"/>
        <source>{name} could not be read as sound ({why}).</source>
        <translation>无法将 {name} 作为音频读取（{why}）。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/engine_choice.py" line="73"/>
        <source>this installation has no GPU engine</source>
        <translation>此安装没有 GPU 引擎</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="80"/>
        <source>On the processor ({why})</source>
        <translation>在处理器上运行（{why}）</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="81"/>
        <source>On the processor</source>
        <translation>在处理器上运行</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="83"/>
        <source>On the GPU: {name} (Vulkan)</source>
        <translation>在 GPU 上运行：{name}（Vulkan）</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="85"/>
        <source>On the GPU: {name} (Vulkan), {layers} of {of} layers</source>
        <translation>在 GPU 上运行：{name}（Vulkan），{of} 层中的 {layers} 层</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="106"/>
        <source>no GPU driver found</source>
        <translation>未找到 GPU 驱动</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="108"/>
        <source>No graphics driver with Vulkan was found; install mesa-vulkan-drivers or your card&apos;s driver.</source>
        <translation>未找到支持 Vulkan 的显卡驱动；请安装 mesa-vulkan-drivers 或您显卡的驱动。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="156"/>
        <source>as chosen in Settings</source>
        <translation>按设置中的选择</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="168"/>
        <source>no graphics card found</source>
        <translation>未找到显卡</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="170"/>
        <source>Only a software Vulkan device ({name}) was found, which is slower than the processor; install your graphics card&apos;s driver.</source>
        <translation>只找到一个软件 Vulkan 设备（{name}），它比处理器还慢；请安装您显卡的驱动。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="196"/>
        <source>the graphics card ran out of memory</source>
        <translation>显卡内存不足</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="197"/>
        <source>the graphics card stopped</source>
        <translation>显卡已停止</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="203"/>
        <source>The graphics card ran out of memory.</source>
        <translation>显卡内存不足。</translation>
    </message>
    <message>
        <location filename="../../desktop/local/gpu.py" line="204"/>
        <source>The graphics card stopped.</source>
        <translation>显卡已停止。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="144"/>
        <source>No speaker or headphones were found, so the answer cannot be read aloud.</source>
        <translation>未找到扬声器或耳机，因此无法朗读回答。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="150"/>
        <source>The speaker could not be opened, so the answer cannot be read aloud.</source>
        <translation>无法打开扬声器，因此无法朗读回答。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/read_aloud.py" line="213"/>
        <source>Stop reading aloud</source>
        <translation>停止朗读</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/reading.py" line="277"/>
        <source>espeak-ng could not speak ({why}).</source>
        <translation>espeak-ng 无法朗读（{why}）。</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/reading.py" line="286"/>
        <location filename="../../desktop/voice/reading.py" line="296"/>
        <source>espeak-ng gave no sound.</source>
        <translation>espeak-ng 没有发出声音。</translation>
    </message>
    <message>
        <location filename="../../desktop/voice/reading.py" line="315"/>
        <source>No voice that speaks this answer&apos;s language is installed, so it cannot be read aloud. Installing espeak-ng (on Debian and Ubuntu: sudo apt install espeak-ng) adds one for every language.</source>
        <translation>未安装能说此回答所用语言的语音，因此无法朗读。安装 espeak-ng（在 Debian 和 Ubuntu 上：sudo apt install espeak-ng）可为每种语言添加语音。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="96"/>
        <source>Web search is not on for this question.</source>
        <translation>此问题未开启网页搜索。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="98"/>
        <source>The search needs a query: words to search for.</source>
        <translation>搜索需要查询内容：要搜索的词语。</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="101"/>
        <source>Searching the web for “{query}”…</source>
        <translation>正在网上搜索“{query}”…</translation>
    </message>
    <message>
        <location filename="../../desktop/engine/web_tool.py" line="113"/>
        <source>The search found no page that could be read.</source>
        <translation>搜索没有找到可以读取的页面。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/file_reading.py" line="29"/>
        <source>Reading the words in the picture…</source>
        <translation>正在读取图片中的文字…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/file_reading.py" line="32"/>
        <source>Reading page {page} of {pages} from the scan…</source>
        <translation>正在从扫描件读取第 {page} 页，共 {pages} 页…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/documents/file_reading.py" line="33"/>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="43"/>
        <source>English</source>
        <translation>英语</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="44"/>
        <source>German</source>
        <translation>德语</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="45"/>
        <source>French</source>
        <translation>法语</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="46"/>
        <source>Spanish</source>
        <translation>西班牙语</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="47"/>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="56"/>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="47"/>
        <source>{languages} and many more</source>
        <translation>{languages}及更多语言</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="57"/>
        <source>{size} · {languages}</source>
        <translation>{size} · {languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="64"/>
        <source>Installed, not in use</source>
        <translation>已安装，未使用</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="66"/>
        <source>In use for dictation in {languages}</source>
        <translation>用于{languages}听写</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="70"/>
        <source>In use for dictation</source>
        <translation>用于听写</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="71"/>
        <source>In use for {languages}</source>
        <translation>用于{languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="108"/>
        <source>Delete {name} from this computer</source>
        <translation>从这台电脑上删除 {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="110"/>
        <source>Stop using {name}; its folder stays where it is</source>
        <translation>停止使用 {name}；其文件夹仍留在原处</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="144"/>
        <source>Add from a folder…</source>
        <translation>从文件夹添加…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="146"/>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="223"/>
        <source>Add a speech model from its folder</source>
        <translation>从文件夹添加语音识别模型</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="194"/>
        <source>Download from Hugging Face</source>
        <translation>从 Hugging Face 下载</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="233"/>
        <source>Adding {name}…</source>
        <translation>正在添加 {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="241"/>
        <source>Added {name}; dictation uses it from now on.</source>
        <translation>已添加 {name}；听写从现在起使用它。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="252"/>
        <source>Delete {name}?</source>
        <translation>删除 {name}？</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="254"/>
        <source>{name} ({size}) will be deleted from this computer. Dictation then uses the next speech model for its languages; you can download it again.</source>
        <translation>{name}（{size}）将从这台电脑上删除。之后听写会为其语言使用下一个语音识别模型；您可以再次下载它。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="276"/>
        <source>Removed {name}; the folder itself was left where it is.</source>
        <translation>已移除 {name}；文件夹本身仍在原处。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="170"/>
        <source>Speech to text</source>
        <translation>语音转文字</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="134"/>
        <source>Everything here runs on this computer; what you say never leaves it. A speech model is downloaded once from Hugging Face or added from its folder, and the last one added is the one dictation uses for the languages it knows.</source>
        <translation>这里的一切都在这台电脑上运行；你说的话从不离开它。语音模型从 Hugging Face 下载一次，或从其文件夹添加；最后添加的模型会用于它所懂的语言的听写。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="170"/>
        <source>No speech model is installed.</source>
        <translation>未安装语音识别模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="171"/>
        <source>Voices</source>
        <translation>语音朗读</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_models_page.py" line="171"/>
        <source>No voice is installed.</source>
        <translation>未安装语音。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="48"/>
        <location filename="../../desktop/ui/voice/voice_check.py" line="52"/>
        <source>Test microphone</source>
        <translation>测试麦克风</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="49"/>
        <location filename="../../desktop/ui/voice/voice_check.py" line="55"/>
        <source>Test voice</source>
        <translation>测试语音</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="53"/>
        <source>Records three seconds and shows the words heard.</source>
        <translation>录制三秒钟并显示听到的文字。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="55"/>
        <source>Says a sentence through the speaker.</source>
        <translation>通过扬声器说一句话。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="109"/>
        <source>No microphone was found (or no sound system is running).</source>
        <translation>未找到麦克风（或没有运行的音频系统）。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="116"/>
        <source>Listening done; recognising the words…</source>
        <translation>录音完成，正在识别文字…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="123"/>
        <source>Heard: “{words}”</source>
        <translation>听到：“{words}”</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="125"/>
        <source>No words were heard. Check that the microphone is on and not muted.</source>
        <translation>没有听到任何文字。请检查麦克风是否已打开且未静音。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="136"/>
        <source>The microphone could not be opened.</source>
        <translation>无法打开麦克风。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="138"/>
        <source>Listening for three seconds: say something.</source>
        <translation>正在听三秒钟：请说点什么。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="155"/>
        <source>The microphone gave no sound. Check that it is connected and on.</source>
        <translation>麦克风没有声音。请检查它是否已连接并打开。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="172"/>
        <source>This is how Verbatim reads answers aloud.</source>
        <translation>Verbatim 就是这样朗读回答的。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="183"/>
        <source>No speaker or headphones were found (or no sound system is running).</source>
        <translation>未找到扬声器或耳机（或没有运行的音频系统）。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="188"/>
        <source>The speaker could not be opened.</source>
        <translation>无法打开扬声器。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/voice/voice_check.py" line="190"/>
        <source>Speaking: “{sentence}”</source>
        <translation>正在朗读：“{sentence}”</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_models.py" line="129"/>
        <source>“{path}” is a folder with no model Verbatim can use: give a GGUF file, or the folder of a faster-whisper (CTranslate2) speech model, with its model.bin and config.json. Nothing was added.</source>
        <translation>“{path}”是一个没有 Verbatim 可用模型的文件夹：请提供 GGUF 文件，或 faster-whisper（CTranslate2）语音模型的文件夹，其中须有 model.bin 和 config.json。未添加任何内容。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_models.py" line="157"/>
        <source>{name} comes with Verbatim and stays; only a speech model that was added or downloaded can be removed.</source>
        <translation>{name} 随 Verbatim 提供，会一直保留；只有添加或下载的语音识别模型才能移除。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_models.py" line="161"/>
        <source>There is no speech model called “{name}”.</source>
        <translation>没有名为“{name}”的语音识别模型。</translation>
    </message>
    <message>
        <location filename="../../desktop/backends/openai.py" line="71"/>
        <source>The OpenAI-compatible server</source>
        <translation>OpenAI 兼容服务器</translation>
    </message>
    <message>
        <location filename="../../desktop/local/speech_hub.py" line="114"/>
        <source>Hugging Face lists no size for “{name}”.</source>
        <translation>Hugging Face 没有列出“{name}”的大小。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_downloads.py" line="121"/>
        <source>Verbatim offers no speech model called “{name}”. It offers: {names}.</source>
        <translation>Verbatim 没有名为“{name}”的语音模型。可用的有：{names}。</translation>
    </message>
    <message>
        <location filename="../../desktop/session/speech_downloads.py" line="150"/>
        <source>{name} is no longer used, but its folder “{path}” could not be deleted: {why}</source>
        <translation>{name} 已不再使用，但无法删除其文件夹“{path}”：{why}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="41"/>
        <source>✕ Not enough disk space</source>
        <translation>✕ 磁盘空间不足</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="48"/>
        <source>about {size} · {languages}</source>
        <translation>约 {size} · {languages}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="50"/>
        <source>{size} already here</source>
        <translation>已有 {size}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="75"/>
        <source>Download {name}</source>
        <translation>下载 {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="140"/>
        <source>The download was cancelled; what arrived is kept, and Download goes on from there.</source>
        <translation>下载已取消；已下载的部分会保留，再次点击“下载”将从那里继续。</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/local_models/speech_offers.py" line="154"/>
        <source>Downloaded {name}; dictation uses it for {languages}.</source>
        <translation>已下载 {name}；听写将用它处理{languages}。</translation>
    </message>
</context>
</TS>
