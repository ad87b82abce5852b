package ptxexec

import (
	"fmt"

	"github.com/lowerc/lowerc/ir"
)

type tokKind uint8

const (
	tEOF   tokKind = iota
	tIdent         // names, directives (.reg), registers (%r1), opcodes (max.NaN.f32)
	tNum           // 12, -3, 0x1F, 0f3F800000, 0d3FF0000000000000
	tPunct         // , ; ( ) [ ] { } + - @ ! < > | :
)

type token struct {
	kind tokKind
	text string
	pos  ir.Pos
}

// lex splits PTX source into tokens; comments (// and /* */) are skipped.
func lex(file string, src []byte) ([]token, error) {
	var toks []token
	line, col := 1, 1
	i := 0
	adv := func(n int) {
		for k := 0; k < n && i < len(src); k++ {
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
		pos := ir.Pos{File: file, Line: line, Col: col}
		switch {
		case c == '\n' || c == ' ' || c == '\t' || c == '\r':
			adv(1)
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				adv(1)
			}
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			adv(2)
			for i < len(src) && !(src[i] == '*' && i+1 < len(src) && src[i+1] == '/') {
				adv(1)
			}
			if i >= len(src) {
				return nil, &ir.Error{Pos: pos, Msg: "unterminated /* comment"}
			}
			adv(2)
		case isIdentStart(c):
			j := i
			for j < len(src) && isIdentChar(src[j]) {
				j++
			}
			toks = append(toks, token{tIdent, string(src[i:j]), pos})
			adv(j - i)
		case c >= '0' && c <= '9':
			j := i
			for j < len(src) && (isIdentChar(src[j])) {
				j++
			}
			toks = append(toks, token{tNum, string(src[i:j]), pos})
			adv(j - i)
		case c == '-' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9':
			j := i + 1
			for j < len(src) && isIdentChar(src[j]) {
				j++
			}
			toks = append(toks, token{tNum, string(src[i:j]), pos})
			adv(j - i)
		case c == '"':
			j := i + 1
			for j < len(src) && src[j] != '"' && src[j] != '\n' {
				j++
			}
			if j >= len(src) || src[j] != '"' {
				return nil, &ir.Error{Pos: pos, Msg: "unterminated string"}
			}
			toks = append(toks, token{tIdent, string(src[i : j+1]), pos})
			adv(j + 1 - i)
		case isPunct(c):
			toks = append(toks, token{tPunct, string(c), pos})
			adv(1)
		default:
			return nil, &ir.Error{Pos: pos, Msg: fmt.Sprintf("unexpected character %q", rune(c))}
		}
	}
	toks = append(toks, token{tEOF, "", ir.Pos{File: file, Line: line, Col: col}})
	return toks, nil
}

func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$' || c == '%' || c == '.'
}

func isIdentChar(c byte) bool {
	return isIdentStart(c) || c >= '0' && c <= '9'
}

func isPunct(c byte) bool {
	switch c {
	case ',', ';', '(', ')', '[', ']', '{', '}', '+', '-', '@', '!', '<', '>', '|', ':', '=':
		return true
	}
	return false
}
