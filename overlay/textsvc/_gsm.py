"""The GSM 7-bit default alphabet, as data: what a text may hold to be sent as GSM-7.

Source: 3GPP TS 23.038, section 6.2.1 (the default alphabet, Figure 1) and section 6.2.1.1 (its
extension table, reached through the escape code 0x1B, Figure 2). The national language shift
tables of section 6.2.1.2 are not used: a text that needs them is counted as UCS-2.
"""

from __future__ import annotations

ESCAPE = 0x1B
"""The code of the escape to the extension table; it stands for no character itself."""

BASIC = (
    "@£$¥èéùìòÇ\nØø\rÅå"  # 0x00-0x0F
    "Δ_ΦΓΛΩΠΨΣΘΞ\x1bÆæßÉ"  # 0x10-0x1F; 0x1B is the escape, never a character of the text
    " !\"#¤%&'()*+,-./"  # 0x20-0x2F
    "0123456789:;<=>?"  # 0x30-0x3F
    "¡ABCDEFGHIJKLMNO"  # 0x40-0x4F
    "PQRSTUVWXYZÄÖÑÜ§"  # 0x50-0x5F
    "¿abcdefghijklmno"  # 0x60-0x6F
    "pqrstuvwxyzäöñüà"  # 0x70-0x7F
)
"""The default alphabet in code order: ``BASIC[code]`` is the character of that septet."""

EXTENSION = {
    0x0A: "\x0c",  # form feed (a page break)
    0x14: "^",
    0x28: "{",
    0x29: "}",
    0x2F: "\\",
    0x3C: "[",
    0x3D: "~",
    0x3E: "]",
    0x40: "|",
    0x65: "€",
}
"""The extension table's characters by code: each is sent as the escape and its code, two septets.
(0x0D and 0x1B of the table are control codes, not characters.)"""

BASIC_CHARACTERS = BASIC[:ESCAPE] + BASIC[ESCAPE + 1 :]
EXTENSION_CHARACTERS = "".join(EXTENSION.values())

# Look-alikes: characters a keyboard, a word processor or a form puts in a text where the writer
# meant a GSM-7 one. Not from 3GPP: chosen here, each replaced only by textsvc.to_gsm, when asked.
LOOK_ALIKES = {
    # quotation marks and apostrophes
    "\u2018": "'",  # ‘ left single quotation mark
    "\u2019": "'",  # ’ right single quotation mark (the curly apostrophe)
    "\u201a": "'",  # ‚ single low-9 quotation mark
    "\u201b": "'",  # ‛ single high-reversed-9 quotation mark
    "\u2032": "'",  # ′ prime
    "\u02bc": "'",  # ʼ modifier letter apostrophe
    "\u00b4": "'",  # ´ acute accent
    "`": "'",  # grave accent: ASCII, but not in the GSM alphabet
    "\u2039": "'",  # ‹ single left-pointing angle quotation mark
    "\u203a": "'",  # › single right-pointing angle quotation mark
    "\u201c": '"',  # “ left double quotation mark
    "\u201d": '"',  # ” right double quotation mark
    "\u201e": '"',  # „ double low-9 quotation mark
    "\u201f": '"',  # ‟ double high-reversed-9 quotation mark
    "\u2033": '"',  # ″ double prime
    "\u00ab": '"',  # « left-pointing double angle quotation mark
    "\u00bb": '"',  # » right-pointing double angle quotation mark
    # dashes and minus signs
    "\u2010": "-",  # ‐ hyphen
    "\u2011": "-",  # ‑ non-breaking hyphen
    "\u2012": "-",  # ‒ figure dash
    "\u2013": "-",  # – en dash
    "\u2014": "-",  # — em dash
    "\u2015": "-",  # ― horizontal bar
    "\u2212": "-",  # − minus sign
    # dots
    "\u2026": "...",  # … horizontal ellipsis
    "\u2024": ".",  # ․ one dot leader
    # spaces and line breaks
    "\t": " ",  # a tab: not in the GSM alphabet
    "\u00a0": " ",  # no-break space
    "\u2002": " ",  # en space
    "\u2003": " ",  # em space
    "\u2004": " ",  # three-per-em space
    "\u2005": " ",  # four-per-em space
    "\u2006": " ",  # six-per-em space
    "\u2007": " ",  # figure space
    "\u2008": " ",  # punctuation space
    "\u2009": " ",  # thin space
    "\u200a": " ",  # hair space
    "\u202f": " ",  # narrow no-break space
    "\u205f": " ",  # medium mathematical space
    "\u3000": " ",  # ideographic space
    "\u2028": "\n",  # line separator
    "\u2029": "\n",  # paragraph separator
    # invisible characters that show nothing: dropped
    "\u00ad": "",  # soft hyphen
    "\u200b": "",  # zero width space
    "\u2060": "",  # word joiner
    "\ufeff": "",  # zero width no-break space (a byte order mark)
    # other signs
    "\u2044": "/",  # ⁄ fraction slash
    "\u2215": "/",  # ∕ division slash
    "\u02c6": "^",  # ˆ modifier letter circumflex accent
    "\u02dc": "~",  # ˜ small tilde
}
"""Each look-alike and the GSM-7 text that replaces it."""
