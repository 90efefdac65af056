"""How the sidebar's rows are drawn: date headings, conversations with their
hover action, and search hits with the match highlighted. Painted by hand
(a delegate) so no row's text is ever read as markup.

Signals (ConversationDelegate):
    moreClicked(row: int, global_pos: QPoint)   the "⋯" of a row was clicked
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from desktop.domain.words import neutral
from desktop.session.reader import MARK_END, MARK_START, SearchHit
from desktop.ui import icons
from desktop.ui.design import Radius, Space
from desktop.ui.sidebar.conversation_model import (
    ConversationRole,
    CountRole,
    ExpandedRole,
    HeadingRole,
    InsideRole,
    ProjectRole,
)
from desktop.ui.titles import title_label

_Index = QModelIndex | QPersistentModelIndex
ICON = 16


def _row_rect(option: QStyleOptionViewItem) -> QRect:
    return option.rect.adjusted(Space.s, 1, -Space.s, -1)


def more_rect_in(item: QRect) -> QRect:
    """Where a row's "⋯" button is, in the list's viewport."""
    row = item.adjusted(Space.s, 1, -Space.s, -1)
    return QRect(row.right() - ICON - Space.s, row.center().y() - ICON // 2, ICON, ICON)


class ConversationDelegate(QStyledItemDelegate):
    """Draws the sidebar's rows (date headings, conversations, projects) and
    where a row's ⋯ button is."""

    moreClicked = Signal(int, QPoint)

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        height = QFontMetrics(option.font).height()
        if index.data(HeadingRole):
            return QSize(100, height + Space.l + Space.xs)
        return QSize(100, height + Space.m + Space.s)

    def more_rect(self, option: QStyleOptionViewItem) -> QRect:
        return more_rect_in(option.rect)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        colors = icons.current_colors()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(option.font)
        rect = _row_rect(option)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        if index.data(HeadingRole):
            font.setPointSizeF(font.pointSizeF() * 0.86)
            font.setWeight(QFont.Weight.DemiBold)
            painter.setFont(font)
            painter.setPen(QColor(colors.muted))
            text_rect = rect.adjusted(Space.s, Space.m, 0, 0)
            painter.drawText(
                text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text
            )
            painter.restore()
            return
        state = option.state
        selected = bool(state & QStyle.StateFlag.State_Selected)
        hovered = bool(state & QStyle.StateFlag.State_MouseOver)
        if selected or hovered:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colors.selected if selected else colors.hover))
            painter.drawRoundedRect(rect, Radius.medium, Radius.medium)
        if state & QStyle.StateFlag.State_HasFocus and option.widget.hasFocus():
            painter.setPen(QColor(colors.accent))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), Radius.medium, Radius.medium)
        conversation = index.data(ConversationRole)
        project = index.data(ProjectRole)
        left = rect.left() + Space.s + 2
        if index.data(InsideRole):
            left += ICON + Space.xs  # under its project
        if project is not None:
            chevron = QRect(left, rect.center().y() - 6, 12, 12)
            icons.icon("chevron_down" if index.data(ExpandedRole) else "next").paint(
                painter, chevron
            )
            left += 12 + Space.xs
            folder = QRect(left, rect.center().y() - 8, ICON, ICON)
            icons.icon("project", "text").paint(painter, folder)
            left += ICON + Space.xs
        if conversation is not None and conversation.pinned:
            pin = QRect(left, rect.center().y() - 7, 14, 14)
            icons.icon("pin").paint(painter, pin)
            left += 14 + Space.xs
        right = rect.right() - Space.s
        if selected or hovered:
            right = self.more_rect(option).left() - Space.xs
            icons.icon("more", "text").paint(painter, self.more_rect(option))
        elif project is not None:  # how many conversations it keeps
            count = str(index.data(CountRole) or 0)
            small = QFont(font)
            small.setPointSizeF(font.pointSizeF() * 0.86)
            painter.setFont(small)
            painter.setPen(QColor(colors.muted))
            width = QFontMetrics(small).horizontalAdvance(count)
            painter.drawText(
                QRect(right - width, rect.top(), width, rect.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                count,
            )
            right -= width + Space.s
        painter.setFont(font)
        painter.setPen(QColor(colors.text))
        text_rect = QRect(left, rect.top(), right - left, rect.height())
        line = neutral(text.split("\n", 1)[0])
        shown = QFontMetrics(font).elidedText(line, Qt.TextElideMode.ElideRight, text_rect.width())
        painter.drawText(
            text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown
        )
        painter.restore()

    def editorEvent(
        self,
        event: QEvent,
        model: QAbstractItemModel,
        option: QStyleOptionViewItem,
        index: _Index,
    ) -> bool:
        if (
            isinstance(event, QMouseEvent)
            and event.type() == QEvent.Type.MouseButtonRelease
            and event.button() == Qt.MouseButton.LeftButton
            and not index.data(HeadingRole)
            and self.more_rect(option).adjusted(-4, -4, 4, 4).contains(event.position().toPoint())
        ):
            widget: QWidget = option.widget
            self.moreClicked.emit(index.row(), widget.mapToGlobal(event.position().toPoint()))
            return True
        return super().editorEvent(event, model, option, index)


def snippet_parts(snippet: str) -> list[tuple[str, bool]]:
    """Split a search snippet into (text, is_match) runs at the store's marks."""
    parts: list[tuple[str, bool]] = []
    for i, chunk in enumerate(snippet.split(MARK_START)):
        if i == 0:
            parts.append((chunk, False))
            continue
        match, _, rest = chunk.partition(MARK_END)
        parts += [(match, True), (rest, False)]
    return [(text.replace("\n", " "), hit) for text, hit in parts if text]


def leading_match(parts: list[tuple[str, bool]], before: int = 18) -> list[tuple[str, bool]]:
    """One line shows little: keep only a few words before the first match,
    so the match itself is always in sight."""
    if parts and not parts[0][1] and len(parts[0][0]) > before:
        head = parts[0][0][-before:]
        head = head[head.find(" ") + 1 :] if " " in head else head
        return [("…" + head, False), *parts[1:]]
    return parts


class HitDelegate(QStyledItemDelegate):
    """A search hit: the conversation's title, then the matching words in bold
    on the accent's tint, as much of the snippet as fits on one line."""

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        height = QFontMetrics(option.font).height()
        return QSize(100, 2 * height + Space.m + Space.xs)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        hit: SearchHit | None = index.data(Qt.ItemDataRole.UserRole + 1)
        if hit is None:
            return
        colors = icons.current_colors()
        painter.save()
        rect = _row_rect(option)
        state = option.state
        if state & (QStyle.StateFlag.State_Selected | QStyle.StateFlag.State_MouseOver):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            selected = state & QStyle.StateFlag.State_Selected
            painter.setBrush(QColor(colors.selected if selected else colors.hover))
            painter.drawRoundedRect(rect, Radius.medium, Radius.medium)
        base = QFont(option.font)
        bold = QFont(base)
        bold.setWeight(QFont.Weight.DemiBold)
        height = QFontMetrics(base).height()
        x0, width = rect.left() + Space.s + 2, rect.width() - 2 * Space.s
        top = rect.top() + Space.xs + 2
        painter.setFont(bold)
        painter.setPen(QColor(colors.text))
        title = QFontMetrics(bold).elidedText(
            neutral(title_label(hit.title).split("\n", 1)[0][:300]),
            Qt.TextElideMode.ElideRight,
            width,
        )
        painter.drawText(QRect(x0, top, width, height), Qt.AlignmentFlag.AlignLeft, title)
        x, y, right = x0, top + height + 2, x0 + width
        tint = QColor(colors.accent)
        tint.setAlpha(48)
        for text, match in leading_match(snippet_parts(hit.snippet[:600])):
            font = bold if match else base
            metrics = QFontMetrics(font)
            room = right - x
            if room <= metrics.horizontalAdvance("…"):
                break
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
            advance = metrics.horizontalAdvance(shown)
            if match:
                painter.fillRect(QRect(x, y, advance, height), tint)
            painter.setFont(font)
            painter.setPen(QColor(colors.text if match else colors.muted))
            painter.drawText(QRect(x, y, advance + 1, height), Qt.AlignmentFlag.AlignLeft, shown)
            x += advance
            if shown != text:
                break
        painter.restore()
