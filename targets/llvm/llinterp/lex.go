package llinterp

import (
	"fmt"
	"strings"
)

// A Pos is a position in the IR text, 1-based.
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// An Error is a positioned error.
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

type tokKind uint8

const (
	tEOF    tokKind = iota
	tIdent          // keywords, type names, labels' names: define, float, nnan, entry
	tLocal          // %x
	tGlobal         // @f
	tAttrID         // #0
	tMeta           // !dbg, !0
	tString         // "amdgpu-ieee"
	tNumber         // 1, -2, 1.5e+00, 0x3FF0000000000000, 0xH3C00
	tPunct          // ( ) { } [ ] < > , = * :
	tNewline
)

type token struct {
	kind tokKind
	text string // for tString: the unquoted contents
	pos  Pos
	off  int // byte offset in the source
}

func isIdentChar(c byte) bool {
	return c == '_' || c == '.' || c == '$' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// lex splits src into tokens; newlines are tokens (instructions end at one).
func lex(file string, src []byte) ([]token, error) {
	var toks []token
	line, col := 1, 1
	i := 0
	adv := func(n int) {
		for k := 0; k < n; k++ {
			if src[i] == '\n' {
				line++
				col = 1
			} else {
				col++
			}
			i++
		}
	}
	for i < len(src) {
		c := src[i]
		p := Pos{file, line, col}
		switch {
		case c == '\n':
			toks = append(toks, token{tNewline, "\n", p, i})
			adv(1)
		case c == ' ' || c == '\t' || c == '\r':
			adv(1)
		case c == ';':
			for i < len(src) && src[i] != '\n' {
				adv(1)
			}
		case c == '"':
			j := i + 1
			for j < len(src) && src[j] != '"' && src[j] != '\n' {
				j++
			}
			if j >= len(src) || src[j] != '"' {
				return nil, &Error{p, "unterminated string"}
			}
			toks = append(toks, token{tString, string(src[i+1 : j]), p, i})
			adv(j + 1 - i)
		case c == '%' || c == '@' || c == '#' || c == '!':
			kind := map[byte]tokKind{'%': tLocal, '@': tGlobal, '#': tAttrID, '!': tMeta}[c]
			j := i + 1
			if j < len(src) && src[j] == '"' && c != '#' {
				k := j + 1
				for k < len(src) && src[k] != '"' && src[k] != '\n' {
					k++
				}
				if k >= len(src) || src[k] != '"' {
					return nil, &Error{p, "unterminated quoted name"}
				}
				toks = append(toks, token{kind, string(src[j+1 : k]), p, i})
				adv(k + 1 - i)
				continue
			}
			for j < len(src) && isIdentChar(src[j]) {
				j++
			}
			if j == i+1 && c != '!' {
				return nil, &Error{p, fmt.Sprintf("%q must be followed by a name", c)}
			}
			toks = append(toks, token{kind, string(src[i+1 : j]), p, i})
			adv(j - i)
		case c == '-' || c >= '0' && c <= '9':
			j := i + 1
			for j < len(src) && (isIdentChar(src[j]) || src[j] == '+' && (src[j-1] == 'e' || src[j-1] == 'E')) {
				j++
			}
			toks = append(toks, token{tNumber, string(src[i:j]), p, i})
			adv(j - i)
		case isIdentChar(c):
			j := i
			for j < len(src) && isIdentChar(src[j]) {
				j++
			}
			toks = append(toks, token{tIdent, string(src[i:j]), p, i})
			adv(j - i)
		case strings.IndexByte("(){}[]<>,=*:", c) >= 0:
			toks = append(toks, token{tPunct, string(c), p, i})
			adv(1)
		default:
			return nil, &Error{p, fmt.Sprintf("unexpected character %q", c)}
		}
	}
	toks = append(toks, token{tEOF, "", Pos{file, line, col}, len(src)})
	return toks, nil
}
