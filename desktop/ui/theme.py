"""Light and dark looks: the design tokens (design.py) made into Qt's
palette and one stylesheet. The only place a colour becomes a style."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from desktop.ui import icons
from desktop.ui.design import DARK, FONT_DEFAULT, LIGHT, Colors, Radius, Type

__all__ = ["DARK", "LIGHT", "apply_theme", "resolve", "stylesheet"]


def resolve(mode: str) -> Colors:
    if mode == "dark":
        return DARK
    if mode == "light":
        return LIGHT
    hints = QGuiApplication.styleHints()
    return DARK if hints.colorScheme() == Qt.ColorScheme.Dark else LIGHT


_QSS = """
QWidget {{ color: {text}; font-size: {body}pt; }}
QMainWindow, QDialog, #Transcript, #TranscriptInner {{ background: {window}; }}
QToolTip {{ color: {text}; background: {surface}; border: 1px solid {border};
    padding: 4px 6px; }}
#Sidebar {{ background: {sidebar}; border-right: 1px solid {border}; }}
#Sidebar QListView {{ background: transparent; border: none; outline: 0; }}
#Sidebar QListView:focus {{ border: 2px solid {accent}; border-radius: {r_medium}px; }}
QLineEdit, QPlainTextEdit, QTextEdit, QComboBox, QSpinBox, QDoubleSpinBox, QListWidget {{
    background: {surface}; border: 1px solid {border}; border-radius: {r_medium}px;
    padding: 5px 8px; selection-background-color: {accent}; selection-color: {accent_text};
}}
QListWidget::item {{ padding: 5px 6px; border-radius: {r_small}px; }}
QListWidget::item:selected {{ background: {selected}; color: {text}; }}
QListWidget::item:hover:!selected {{ background: {hover}; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: 14px; height: 14px;
    border: 2px solid {muted}; background: {surface}; }}
QCheckBox::indicator {{ border-radius: 4px; }}
QRadioButton::indicator {{ border-radius: 9px; }}
QCheckBox::indicator:focus, QRadioButton::indicator:focus {{ border-color: {accent}; }}
QCheckBox::indicator:checked {{ background: {accent}; border-color: {accent};
    image: url("{check}"); }}
QRadioButton::indicator:checked {{ border: 5px solid {accent}; width: 8px; height: 8px;
    background: {accent_text}; }}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{ border-color: {border}; }}
QComboBox {{ padding-right: 26px; min-height: 20px; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right;
    width: 22px; border: none; }}
QComboBox::down-arrow {{ image: url("{arrow_down}"); width: 14px; height: 14px; }}
QComboBox::down-arrow:disabled {{ image: url("{arrow_down_off}"); }}
QComboBox QAbstractItemView {{ background: {surface}; border: 1px solid {border};
    selection-background-color: {selected}; selection-color: {text}; outline: 0; padding: 4px; }}
QSpinBox, QDoubleSpinBox {{ padding-right: 24px; min-height: 20px; }}
QSpinBox::up-button, QDoubleSpinBox::up-button {{ subcontrol-origin: border;
    subcontrol-position: top right; width: 22px; border: none; background: transparent; }}
QSpinBox::down-button, QDoubleSpinBox::down-button {{ subcontrol-origin: border;
    subcontrol-position: bottom right; width: 22px; border: none; background: transparent; }}
QSpinBox::up-button:hover, QDoubleSpinBox::up-button:hover,
QSpinBox::down-button:hover, QDoubleSpinBox::down-button:hover {{ background: {hover}; }}
QSpinBox::up-arrow, QDoubleSpinBox::up-arrow {{ image: url("{arrow_up}"); width: 12px;
    height: 12px; }}
QSpinBox::down-arrow, QDoubleSpinBox::down-arrow {{ image: url("{arrow_down}"); width: 12px;
    height: 12px; }}
QLineEdit:focus, QPlainTextEdit:focus, QComboBox:focus, QSpinBox:focus,
QDoubleSpinBox:focus, QListWidget:focus {{ border: 2px solid {accent}; }}
#Composer {{ background: {surface}; border: 1px solid {border}; border-radius: {r_large}px; }}
#Composer QPlainTextEdit {{ border: none; background: transparent; padding: 4px; }}
QPushButton {{ background: {surface}; border: 1px solid {border};
    border-radius: {r_medium}px; padding: 6px 14px; }}
QPushButton:hover {{ background: {hover}; }}
QPushButton:focus {{ border: 2px solid {accent}; }}
QPushButton:default {{ border: 2px solid {accent}; }}
QPushButton#Primary {{ background: {accent}; color: {accent_text}; border: none;
    font-weight: 600; }}
QPushButton#Primary:disabled {{ background: {hover}; color: {disabled}; }}
QPushButton#Danger {{ background: {danger}; color: {danger_text}; border: none;
    font-weight: 600; }}
QPushButton#Primary:focus, QPushButton#Danger:focus {{ border: 2px solid {text}; }}
QPushButton#Send, QPushButton#Stop {{ border: none; border-radius: 17px; padding: 0;
    min-width: 34px; max-width: 34px; min-height: 34px; max-height: 34px; }}
QPushButton#Send {{ background: {accent}; }}
QPushButton#Send:disabled {{ background: {hover}; }}
QPushButton#Stop {{ background: {text}; }}
QPushButton#Send:focus, QPushButton#Stop:focus {{ border: 2px solid {muted}; }}
QToolButton {{ border: 1px solid transparent; border-radius: {r_small}px; padding: 4px;
    color: {muted}; background: transparent; }}
QToolButton:hover {{ background: {hover}; color: {text}; }}
QToolButton:focus {{ border: 2px solid {accent}; }}
QToolButton:checked {{ color: {text}; }}
#HeaderButton {{ padding: 5px; }}
#Attach {{ padding: 7px; }}
#AttachmentTile {{ border: 1px solid {border}; border-radius: {r_medium}px; padding: 3px;
    background: {surface}; color: {text}; }}
#AttachmentTile:hover {{ border-color: {accent}; }}
#AttachmentTile[removable="true"] {{ padding-right: 18px; }}
#SourceButton {{ color: {accent}; border: 1px solid {border}; border-radius: {r_small}px;
    padding: 0px 6px; background: {surface}; }}
#SourceButton:hover {{ border-color: {accent}; }}
#ScopeChip {{ color: {text}; border: 1px solid {border}; border-radius: {r_medium}px;
    padding: 2px 6px; background: {surface}; }}
#TileRemove {{ background: {surface}; border: 1px solid {border}; border-radius: 9px;
    padding: 2px; }}
#JumpToLatest {{ background: {surface}; border: 1px solid {border}; border-radius: 17px;
    padding: 7px; }}
#JumpToLatest:hover {{ background: {hover}; }}
#Toast {{ background: {text}; color: {window}; border-radius: {r_medium}px;
    padding: 8px 14px; font-weight: 600; }}
#UserBubble {{ background: {user_bubble}; border-radius: {r_large}px; }}
#ModelCard {{ background: {surface}; border: 1px solid {border}; border-radius: {r_medium}px; }}
#ModelCard:hover {{ border-color: {accent}; }}
#ModelCard[chosen="true"] {{ background: {selected}; border: 2px solid {accent}; }}
#ModelCard:focus {{ border: 2px solid {text}; }}
#CardTitle {{ font-weight: 600; }}
#FitFits, #FitSlow, #FitWont {{ border-radius: {r_small}px; padding: 1px 8px;
    font-size: {caption}pt; font-weight: 600; }}
#FitFits {{ color: {accent_text}; background: {accent}; }}
#FitSlow {{ color: {state_text}; background: {state_bg}; }}
#FitWont {{ color: {danger_text}; background: {danger}; }}
#AnswerCard {{ background: transparent; }}
#Role {{ font-weight: 600; }}
#RoleMark {{ background: {selected}; border-radius: 12px; }}
#Meta, #SectionHeader {{ color: {muted}; font-size: {caption}pt; }}
#SectionHeader {{ font-weight: 600; padding: 10px 10px 2px 10px; }}
#BadgeStopped {{ color: {state_text}; background: {state_bg}; border-radius: {r_small}px;
    padding: 1px 8px; font-size: {caption}pt; }}
#BadgeFailed {{ color: {failed_text}; background: {failed_bg}; border-radius: {r_small}px;
    padding: 1px 8px; font-size: {caption}pt; }}
#BadgeLive {{ color: {muted}; font-size: {caption}pt; }}
#ErrorText {{ color: {failed_text}; }}
#EmptyHint {{ color: {muted}; font-size: {title}pt; }}
#Banner {{ background: {notice_bg}; border-bottom: 1px solid {border}; }}
#Header {{ border-bottom: 1px solid {border}; }}
#Title {{ font-size: {title}pt; font-weight: 600; }}
#DemoLabel {{ color: {muted}; border: 1px solid {border}; border-radius: 9px;
    padding: 1px 8px; font-size: {caption}pt; }}
#SetupLabel {{ color: {text}; background: {selected}; border-radius: 9px;
    padding: 1px 8px; font-size: {caption}pt; font-weight: 600; }}
#Welcome QLabel#Big {{ font-size: {heading}pt; font-weight: 700; }}
#AnswerCard[hit="true"], #UserBubble[hit="true"] {{ border: 2px solid {accent}; padding: 6px;
    border-radius: {r_large}px; }}
#Reasoning {{ color: {muted}; background: transparent; border: none;
    border-left: 2px solid {border}; }}
#ShortcutKeys {{ font-weight: 600; }}
#ToolCard, #ApprovalBar {{ background: {surface}; border: 1px solid {border};
    border-radius: {r_medium}px; }}
#ApprovalBar {{ border-color: {accent}; }}
#ToolName {{ font-weight: 600; }}
#HeaderButton:checked {{ background: {selected}; border-radius: {r_small}px; }}
#ToolState {{ color: {muted}; font-size: {caption}pt; }}
#ToolState[state="done"] {{ color: {text}; }}
#ToolState[state="failed"], #ToolState[state="denied"] {{ color: {failed_text}; }}
#ToolState[state="cancelled"], #ToolState[state="interrupted"], #ToolState[state="skipped"] {{
    color: {state_text}; background: {state_bg}; border-radius: {r_small}px; padding: 1px 8px; }}
#ToolText {{ background: {window}; border: none;
    border-radius: {r_small}px; }}
#ToolResultToggle {{ border: none; color: {accent}; padding: 0; }}
QTabWidget::pane {{ border: 1px solid {border}; border-radius: {r_medium}px; top: -1px; }}
QTabBar::tab {{ padding: 6px 14px; border: none; color: {muted}; }}
QTabBar::tab:selected {{ color: {text}; border-bottom: 2px solid {accent}; }}
QScrollArea {{ border: none; }}
#Transcript {{ border: 2px solid transparent; border-radius: {r_medium}px; }}
#Transcript:focus {{ border-color: {accent}; }}
QScrollBar:vertical {{ background: transparent; width: 10px; }}
QScrollBar::handle:vertical {{ background: {border}; border-radius: 5px; min-height: 30px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; }}
QMenu {{ background: {surface}; border: 1px solid {border}; padding: 4px; }}
QMenu::item {{ padding: 6px 18px 6px 10px; border-radius: {r_small}px; }}
QMenu::item:selected {{ background: {hover}; }}
QMenu::item:disabled {{ color: {disabled}; }}
QWidget:disabled {{ color: {disabled}; }}
QPushButton:disabled {{ background: {window}; border: 1px solid {border}; color: {disabled}; }}
QLineEdit:disabled, QPlainTextEdit:disabled, QTextEdit:disabled, QComboBox:disabled,
QSpinBox:disabled, QDoubleSpinBox:disabled, QListWidget:disabled {{ background: {window};
    color: {disabled}; }}
"""


def stylesheet(colors: Colors, font_size: float = FONT_DEFAULT) -> str:
    sizes = Type(font_size)
    values = {k: getattr(colors, k) for k in colors.__dataclass_fields__}
    values.update(
        body=sizes.body,
        caption=sizes.caption,
        title=sizes.title,
        heading=sizes.heading,
        r_small=Radius.small,
        r_medium=Radius.medium,
        r_large=Radius.large,
        arrow_down=icons.tinted_file("chevron_down", colors.muted),
        arrow_down_off=icons.tinted_file("chevron_down", colors.border),
        arrow_up=icons.tinted_file("chevron_up", colors.muted),
        check=icons.tinted_file("copied", colors.accent_text),
    )
    return _QSS.format(**values)


def apply_theme(app: QApplication, mode: str, font_size: float = FONT_DEFAULT) -> Colors:
    colors = resolve(mode)
    icons.set_colors(colors)
    qp = app.palette()
    roles = QPalette.ColorRole
    for role, value in (
        (roles.Window, colors.window),
        (roles.Base, colors.surface),
        (roles.AlternateBase, colors.sidebar),
        (roles.Text, colors.text),
        (roles.WindowText, colors.text),
        (roles.ButtonText, colors.text),
        (roles.Button, colors.surface),
        (roles.Highlight, colors.accent),
        (roles.HighlightedText, colors.accent_text),
        (roles.PlaceholderText, colors.muted),
        (roles.Link, colors.accent),
        (roles.ToolTipBase, colors.surface),
        (roles.ToolTipText, colors.text),
        (roles.Mid, colors.border),
    ):
        qp.setColor(role, QColor(value))
    # What the stylesheet does not draw (a table's cells, a combo box's
    # text) is greyed the same way when it can do nothing.
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.Text, roles.WindowText, roles.ButtonText, roles.PlaceholderText):
        qp.setColor(disabled, role, QColor(colors.disabled))
    app.setPalette(qp)
    font = app.font()
    font.setPointSizeF(font_size)
    app.setFont(font)
    app.setStyleSheet(stylesheet(colors, font_size))
    return colors
