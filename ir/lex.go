package ir

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

type tokKind uint8

const (
	tEOF    tokKind = iota
	tIdent          // kernel, alloc.local, f32, nan, ...
	tLocal          // %name
	tGlobal         // @name
	tNumber         // 42, 1.5e3, 0x7fc00000
	tString         // "max.NaN.f32"
	tPunct          // ( ) [ ] { } , : = ! -
)

func (k tokKind) String() string {
	return [...]string{"end of file", "identifier", "%name", "@name", "number", "string", "punctuation"}[k]
}

type token struct {
	kind  tokKind
	text  string // identifier or literal text; name without sigil; string without quotes
	pos   Pos
	end   int      // byte offset just past the token
	lead  []string // comment lines on their own lines before the token
	blank bool     // a blank line stands before the token (or its lead comments)
	trail string   // a comment after the token on the same line
	hasTr bool
}

func (t *token) describe() string {
	switch t.kind {
	case tEOF:
		return "end of file"
	case tLocal:
		return "%" + t.text
	case tGlobal:
		return "@" + t.text
	case tString:
		return fmt.Sprintf("%q", t.text)
	}
	return fmt.Sprintf("%q", t.text)
}

func isIdentStart(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

func isIdentChar(c byte) bool {
	return isIdentStart(c) || '0' <= c && c <= '9' || c == '.'
}

// lex splits src into tokens, attaching comments to them. Lexical errors are
// added to errs; the offending bytes are skipped.
func lex(file string, src []byte, errs *ErrorList) []token {
	var toks []token
	line, lineStart := 1, 0
	var lead []string
	blank := false
	lastLine := 0 // line of the last token or comment
	pos := func(i int) Pos { return Pos{File: file, Line: line, Col: i - lineStart + 1} }
	i := 0
	if len(src) >= 3 && string(src[:3]) == "\uFEFF" {
		i, lineStart = 3, 3 // a UTF-8 byte order mark: skip it, as Go does
	}
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\n':
			i++
			line++
			lineStart = i
			continue
		case c == ' ' || c == '\t' || c == '\r':
			i++
			continue
		}
		if lastLine > 0 && line > lastLine+1 {
			blank = true
		}
		start := i
		p := pos(i)
		if c == '/' && i+1 < len(src) && src[i+1] == '/' {
			j := i + 2
			for j < len(src) && src[j] != '\n' {
				j++
			}
			text := strings.TrimRight(string(src[i+2:j]), " \t\r")
			if n := len(toks); n > 0 && toks[n-1].pos.Line == line && !toks[n-1].hasTr && lastLine == line {
				if text == "" {
					text = " " // an empty trailing comment: keep it visible
				}
				toks[n-1].trail, toks[n-1].hasTr = text, true
			} else {
				lead = append(lead, text)
			}
			lastLine = line
			i = j
			continue
		}
		tok := token{pos: p}
		switch {
		case isIdentStart(c):
			for i < len(src) && isIdentChar(src[i]) {
				i++
			}
			tok.kind, tok.text = tIdent, string(src[start:i])
		case c == '%' || c == '@':
			i++
			for i < len(src) && isIdentChar(src[i]) {
				i++
			}
			if i == start+1 {
				errs.Add(p, "", "%q must be followed by a name", string(c))
				continue
			}
			tok.kind, tok.text = tLocal, string(src[start+1:i])
			if c == '@' {
				tok.kind = tGlobal
			}
		case '0' <= c && c <= '9':
			for i < len(src) {
				d := src[i]
				if isIdentChar(d) {
					i++
				} else if (d == '+' || d == '-') && (src[i-1] == 'e' || src[i-1] == 'E') && !isHexPrefix(src[start:i]) {
					i++
				} else {
					break
				}
			}
			tok.kind, tok.text = tNumber, string(src[start:i])
		case c == '"':
			i++
			bad := false
			for i < len(src) && src[i] != '"' && src[i] != '\n' {
				// Opcodes are spelled in printable ASCII; there are no
				// escapes, so a string prints back exactly as it was read.
				if d := src[i]; !bad && (d < 0x20 || d >= 0x7f || d == '\\') {
					errs.Add(pos(i), "", "an opcode string holds printable ASCII only, without a backslash; found %s", describeByte(src[i:]))
					bad = true
				}
				i++
			}
			tok.kind, tok.text = tString, string(src[start+1:i])
			if i >= len(src) || src[i] != '"' {
				// Report it, and go on as if it were closed.
				errs.Add(p, "", "string not terminated")
			} else {
				i++
			}
		case isPunct(c):
			i++
			tok.kind, tok.text = tPunct, string(c)
		default:
			if c >= 0x80 {
				_, n := utf8.DecodeRune(src[i:])
				errs.Add(p, "", "unexpected %s; outside comments a .tile file is ASCII", describeByte(src[i:]))
				i += n
			} else {
				i++
				errs.Add(p, "", "unexpected %s", describeByte(src[start:]))
			}
			continue
		}
		tok.end = i
		tok.lead, tok.blank = lead, blank
		lead, blank = nil, false
		lastLine = line
		toks = append(toks, tok)
	}
	if lastLine > 0 && line > lastLine+1 {
		blank = true
	}
	toks = append(toks, token{kind: tEOF, pos: pos(len(src)), end: len(src), lead: lead, blank: blank})
	return toks
}

// describeByte names the character that b starts with for an error message:
// a printable character quoted, a non-ASCII one with its code point, an
// invalid UTF-8 byte or a control byte in hex.
func describeByte(b []byte) string {
	c := b[0]
	switch {
	case c >= 0x80:
		r, n := utf8.DecodeRune(b)
		if r == utf8.RuneError && n <= 1 {
			return fmt.Sprintf("byte %#02x (not UTF-8)", c)
		}
		return fmt.Sprintf("character %q (U+%04X)", r, r)
	case c < 0x20 || c == 0x7f:
		return fmt.Sprintf("control byte %#02x", c)
	}
	return fmt.Sprintf("character %q", string(c))
}

func isHexPrefix(b []byte) bool {
	return len(b) >= 2 && b[0] == '0' && (b[1] == 'x' || b[1] == 'X')
}

func isPunct(c byte) bool {
	switch c {
	case '(', ')', '[', ']', '{', '}', ',', ':', '=', '!', '-':
		return true
	}
	return false
}
