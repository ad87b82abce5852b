package amdgcn

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// A Pos is a position in an input file (1-based line and column, in bytes).
type Pos struct {
	Filename string
	Line     int
	Col      int
}

func (p Pos) String() string {
	if p.Filename == "" {
		return fmt.Sprintf("%d:%d", p.Line, p.Col)
	}
	return fmt.Sprintf("%s:%d:%d", p.Filename, p.Line, p.Col)
}

// An Error is a positioned diagnostic.
type Error struct {
	Pos Pos
	Msg string
	// LineOff is the byte offset of the start of line Pos.Line in the
	// input, plus one, where the assembler knows it (AssembleListing's
	// errors on instruction and directive lines); 0 otherwise. A printer
	// can take the source line from there (diag.Diagnostic.LineOff).
	LineOff int
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// An ErrorList is a list of positioned errors, in go/scanner style.
type ErrorList []*Error

func (l *ErrorList) add(pos Pos, format string, args ...any) {
	*l = append(*l, newError(pos, formatMsg(format, args)))
}

// formatMsg is fmt.Sprintf(format, args...) for the messages of this
// package without fmt's machinery: the verbs %s, %v, %d, %q, %#x, %c and
// %% of strings, byte slices, errors, Stringers and integers are written
// directly; any other verb, flag or argument type, a missing or an extra
// argument goes to fmt.Sprintf (TestFormatMsg, FuzzFormatMsg).
func formatMsg(format string, args []any) string {
	return formatMsgIn(nil, format, args)
}

// msgInternMax bounds a message intern table (messages that name a
// register or a number are seldom repeated).
const msgInternMax = 4096

// formatMsgIn is formatMsg that takes a message it formatted before from
// seen (nil: none) instead of allocating it again, and records new ones:
// a listing's 40,000 errors have a few hundred distinct messages.
func formatMsgIn(seen map[string]string, format string, args []any) string {
	if len(args) == 0 && strings.IndexByte(format, '%') < 0 {
		return format
	}
	var buf [192]byte
	b, ok := appendMsg(buf[:0], format, args)
	if !ok {
		return fmt.Sprintf(format, args...)
	}
	if seen == nil {
		return string(b)
	}
	if s, ok := seen[string(b)]; ok {
		return s
	}
	s := string(b)
	if len(seen) < msgInternMax {
		seen[s] = s
	}
	return s
}

// A msgTable interns a listing's error messages (formatMsgIn's seen map)
// and keeps, per format, the message of the last single string argument
// it was formatted with: most errors repeat the message of an earlier one
// with the same argument (the generation's name, a modifier), which then
// costs two string compares instead of formatting and a map lookup.
type msgTable struct {
	seen map[string]string
	last [64]lastMsg // by len(format)
}

type lastMsg struct{ format, arg, msg string }

func newMsgTable() *msgTable { return &msgTable{seen: map[string]string{}} }

// format is formatMsgIn(t.seen, format, args) (t nil: formatMsg).
func (t *msgTable) format(format string, args []any) string {
	if t == nil {
		return formatMsgIn(nil, format, args)
	}
	if len(args) == 1 {
		if a, ok := args[0].(string); ok {
			c := &t.last[len(format)%len(t.last)]
			if c.msg != "" && c.format == format && c.arg == a {
				return c.msg
			}
			m := formatMsgIn(t.seen, format, args)
			*c = lastMsg{format, a, m}
			return m
		}
	}
	return formatMsgIn(t.seen, format, args)
}

func appendMsg(b []byte, format string, args []any) ([]byte, bool) {
	ai := 0
	for {
		k := strings.IndexByte(format, '%')
		if k < 0 {
			b = append(b, format...)
			break
		}
		b = append(b, format[:k]...)
		format = format[k+1:]
		sharp := len(format) > 0 && format[0] == '#'
		if sharp {
			format = format[1:]
		}
		if len(format) == 0 {
			return b, false
		}
		verb := format[0]
		format = format[1:]
		if verb == '%' && !sharp {
			b = append(b, '%')
			continue
		}
		if ai == len(args) || sharp != (verb == 'x') {
			return b, false
		}
		a := args[ai]
		ai++
		var ok bool
		switch verb {
		case 's':
			b, ok = appendStr(b, a)
		case 'v':
			if _, isBytes := a.([]byte); !isBytes { // %v of a []byte is a list of numbers
				if b, ok = appendStr(b, a); !ok {
					b, ok = appendInt(b, a, 10)
				}
			}
		case 'd':
			b, ok = appendInt(b, a, 10)
		case 'x':
			b, ok = appendInt(b, a, 16)
		case 'q':
			switch x := a.(type) {
			case string:
				b, ok = strconv.AppendQuote(b, x), true
			case []byte:
				b, ok = strconv.AppendQuote(b, string(x)), true
			}
		case 'c':
			switch x := a.(type) {
			case byte:
				b, ok = utf8.AppendRune(b, rune(x)), true
			case rune:
				b, ok = utf8.AppendRune(b, x), true
			}
		}
		if !ok {
			return b, false
		}
	}
	return b, ai == len(args)
}

// appendStr appends a string-like argument as %s prints it.
func appendStr(b []byte, a any) ([]byte, bool) {
	switch x := a.(type) {
	case string:
		return append(b, x...), true
	case []byte:
		return append(b, x...), true
	case error:
		return append(b, x.Error()...), true
	case fmt.Stringer:
		return append(b, x.String()...), true
	}
	return b, false
}

// appendInt appends an integer argument as %d (base 10) or %#x (base 16)
// prints it.
func appendInt(b []byte, a any, base int) ([]byte, bool) {
	var v int64
	var u uint64
	signed := true
	switch x := a.(type) {
	case int:
		v = int64(x)
	case int64:
		v = x
	case int32:
		v = int64(x)
	case int16:
		v = int64(x)
	case int8:
		v = int64(x)
	case uint:
		u, signed = uint64(x), false
	case uint64:
		u, signed = x, false
	case uint32:
		u, signed = uint64(x), false
	case uint16:
		u, signed = uint64(x), false
	case uint8:
		u, signed = uint64(x), false
	default:
		return b, false
	}
	if signed {
		if v < 0 {
			b = append(b, '-')
			u = uint64(-v)
		} else {
			u = uint64(v)
		}
	}
	if base == 16 {
		b = append(b, "0x"...)
	}
	return strconv.AppendUint(b, u, base), true
}

// errorSlab hands out Errors from blocks: one allocation per errorBlock
// errors rather than one per error (a listing can have an error on every
// fifth line). The pool gives a slab to one goroutine at a time; an Error
// handed out is no longer part of its slab, so it is never reused.
type errorSlab []Error

const errorBlock = 64

var slabs = sync.Pool{New: func() any { return new(errorSlab) }}

func newError(pos Pos, msg string) *Error {
	s := slabs.Get().(*errorSlab)
	if len(*s) == 0 {
		*s = make([]Error, errorBlock)
	}
	e := &(*s)[0]
	*s = (*s)[1:]
	e.Pos, e.Msg = pos, msg
	slabs.Put(s)
	return e
}

// Sort sorts the list by position.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		if l[i].Pos.Line != l[j].Pos.Line {
			return l[i].Pos.Line < l[j].Pos.Line
		}
		return l[i].Pos.Col < l[j].Pos.Col
	})
}

func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}

// Err returns nil for an empty list, else the list.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}
