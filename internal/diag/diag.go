package diag

import (
	"bytes"
	"fmt"
	"io"
	"math/bits"
	"sort"
	"strconv"
	"strings"
)

// A Pos is a position in a file: its name, a 1-based line and a 1-based
// column counted in bytes. Line 0 means the position is unknown.
type Pos struct {
	File string
	Line int
	Col  int
}

// IsValid reports whether the position is known.
func (p Pos) IsValid() bool { return p.Line > 0 }

// String formats the position as file:line:col, leaving out what is unknown
// ("-" when nothing is known).
func (p Pos) String() string {
	s := p.File
	if p.IsValid() {
		if s != "" {
			s += ":"
		}
		s += fmt.Sprintf("%d:%d", p.Line, p.Col)
	}
	if s == "" {
		s = "-"
	}
	return s
}

// A Severity says how bad a diagnostic is.
type Severity int

// The severities, as clang spells them. The zero value is Error.
const (
	Error Severity = iota
	Warning
	Note
)

func (s Severity) String() string {
	switch s {
	case Warning:
		return "warning"
	case Note:
		return "note"
	}
	return "error"
}

// A Diagnostic is one message at a position. Rule names the rule that was
// broken ("" for syntax errors and for messages that belong to no rule).
type Diagnostic struct {
	Pos      Pos
	Severity Severity
	Msg      string
	Rule     string
	// LineOff, where the producer knows it, is the byte offset of the
	// start of line Pos.Line in its source, plus one (0: unknown): the
	// printer then takes the line from there instead of finding it.
	LineOff int
}

// Error formats the diagnostic on one line: "file:line:col: error: message
// [rule]".
func (d *Diagnostic) Error() string {
	s := d.Pos.String() + ": " + d.Severity.String() + ": " + d.Msg
	if d.Rule != "" {
		s += " [" + d.Rule + "]"
	}
	return s
}

// A List is a list of diagnostics, modelled on go/scanner.ErrorList.
type List []*Diagnostic

// Add appends an error.
func (l *List) Add(pos Pos, rule, format string, args ...any) {
	*l = append(*l, &Diagnostic{Pos: pos, Msg: fmt.Sprintf(format, args...), Rule: rule})
}

// Warn appends a warning.
func (l *List) Warn(pos Pos, rule, format string, args ...any) {
	*l = append(*l, &Diagnostic{Pos: pos, Severity: Warning, Msg: fmt.Sprintf(format, args...), Rule: rule})
}

// Note appends a note.
func (l *List) Note(pos Pos, format string, args ...any) {
	*l = append(*l, &Diagnostic{Pos: pos, Severity: Note, Msg: fmt.Sprintf(format, args...)})
}

// Sort orders the list by file, line, column, then message; a note stays
// right after the diagnostic it follows.
func (l List) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		if (l[i].Severity == Note) != (l[j].Severity == Note) {
			return false
		}
		return l[i].Msg < l[j].Msg
	})
}

// HasErrors reports whether the list holds a diagnostic of severity Error.
func (l List) HasErrors() bool {
	for _, d := range l {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Errors returns the diagnostics of severity Error.
func (l List) Errors() List {
	var out List
	for _, d := range l {
		if d.Severity == Error {
			out = append(out, d)
		}
	}
	return out
}

// Error summarizes the list: the first diagnostic and a count of the rest.
func (l List) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}

// Err returns the list as an error when it holds an error (warnings alone
// are not a failure), else nil.
func (l List) Err() error {
	if !l.HasErrors() {
		return nil
	}
	return l
}

// String gives every diagnostic on its line form, one per line.
func (l List) String() string {
	var b strings.Builder
	for _, d := range l {
		b.WriteString(d.Error())
		b.WriteByte('\n')
	}
	return b.String()
}

// A Sources maps a file name to its contents, for the source lines that
// Fprint shows.
type Sources map[string][]byte

// Fprint writes each diagnostic as clang and llvm-mc do: its line form,
// then, when its file is in src and the line exists, the source line and a
// caret under the column. As LLVM's SourceMgr does, tabs in the source line
// are expanded to the next multiple of 8 columns, and the caret moves with
// them.
//
// Source lines are found with a cursor per file that only moves forward
// while the diagnostics' lines do (a list in source order, as the
// assemblers produce it, costs one pass over each file, not one per
// diagnostic), and the text goes out in pieces of about 64 KiB.
func (l List) Fprint(w io.Writer, src Sources) error {
	p := Printer{W: w, Src: src}
	p.Add(l)
	return p.Flush()
}

// A Printer prints diagnostics as List.Fprint prints them, a list at a time:
// it keeps its place in the sources between Add calls, so that a long list
// in source order can be printed in pieces (its Diagnostics built in a
// reused buffer) in one pass over the file. Flush writes what is buffered.
type Printer struct {
	W   io.Writer
	Src Sources
	cur lineCursor
	b   []byte
	err error // the first write error
}

// Add prints l; nothing more is written after a write error.
func (p *Printer) Add(l List) {
	if p.b == nil {
		p.b = make([]byte, 0, min(64<<10, 160*len(l)+64))
	}
	b := p.b
	for _, d := range l {
		b = d.appendError(b)
		b = append(b, '\n')
		if d.Pos.Col >= 1 {
			if line, ok := p.cur.lineAt(p.Src, d.Pos.File, d.Pos.Line, d.LineOff); ok {
				b = appendCaret(b, line, d.Pos.Col)
			}
		}
		if len(b) >= 64<<10 {
			if p.err == nil {
				_, p.err = p.W.Write(b)
			}
			b = b[:0]
		}
	}
	p.b = b
}

// Flush writes what is buffered and returns the first write error.
func (p *Printer) Flush() error {
	if p.err == nil {
		_, p.err = p.W.Write(p.b)
	}
	p.b = p.b[:0]
	return p.err
}

// appendError appends what Error returns.
func (d *Diagnostic) appendError(b []byte) []byte {
	p := d.Pos
	switch {
	case p.IsValid():
		if p.File != "" {
			b = append(append(b, p.File...), ':')
		}
		b = appendDec(b, p.Line)
		b = append(b, ':')
		b = appendDec(b, p.Col)
	case p.File != "":
		b = append(b, p.File...)
	default:
		b = append(b, '-')
	}
	if d.Severity == Error {
		b = append(b, ": error: "...)
	} else {
		b = append(append(append(b, ": "...), d.Severity.String()...), ": "...)
	}
	b = append(b, d.Msg...)
	if d.Rule != "" {
		b = append(append(append(b, " ["...), d.Rule...), ']')
	}
	return b
}

// appendDec is strconv.AppendInt(b, int64(n), 10), two digits a step
// written in place for the line and column numbers below 10^9
// (TestAppendDec, FuzzAppendDec).
func appendDec(b []byte, n int) []byte {
	if n < 0 || n >= 1e9 {
		return strconv.AppendInt(b, int64(n), 10)
	}
	u := uint32(n)
	// the digit count, from the bit length (log10(2) ≈ 1233/4096); u|1
	// has as many digits as u
	v := u | 1
	t := uint32(bits.Len32(v)*1233) >> 12
	w := int(t) + 1
	if v < pow10[t] {
		w--
	}
	l := len(b)
	if cap(b)-l < w {
		b = append(b, "000000000"[:w]...)
	} else {
		b = b[:l+w]
	}
	d := b[l:]
	i := w
	for u >= 100 {
		q := u / 100 // a multiply and a shift
		r := (u - q*100) * 2
		i -= 2
		d[i], d[i+1] = digits2[r], digits2[r+1]
		u = q
	}
	if u >= 10 {
		d[0], d[1] = digits2[2*u], digits2[2*u+1]
	} else {
		d[0] = byte('0' + u)
	}
	return b
}

var pow10 = [...]uint32{1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9}

const digits2 = "00010203040506070809" + "10111213141516171819" + "20212223242526272829" + "30313233343536373839" + "40414243444546474849" +
	"50515253545556575859" + "60616263646566676869" + "70717273747576777879" + "80818283848586878889" + "90919293949596979899"

// appendCaret appends line with its tabs expanded and, under it, the caret
// at byte column col (1-based), as expandTabs places it.
func appendCaret(b, line []byte, col int) []byte {
	if bytes.IndexByte(line, '\t') < 0 {
		b = append(append(b, line...), '\n')
		return append(appendSpaces(b, col-1), "^\n"...)
	}
	shown, caret := expandTabs(string(line), col)
	b = append(append(b, shown...), '\n')
	return append(appendSpaces(b, caret), "^\n"...)
}

const spaces64 = "                                                                "

// appendSpaces appends n spaces (none for n <= 0), 64 a copy.
func appendSpaces(b []byte, n int) []byte {
	for ; n > 64; n -= 64 {
		b = append(b, spaces64...)
	}
	if n > 0 {
		b = append(b, spaces64[:n]...)
	}
	return b
}

// A lineCursor finds source lines, moving forward from the last one found
// in the same file and starting over otherwise.
type lineCursor struct {
	file string
	src  []byte
	n    int // line number of the line starting at off (0: not started)
	off  int
	// crAt is 1 + the offset of the first '\r' at or after offset crFrom
	// (len(src)+1: none; 0: not looked for)
	crFrom, crAt int
}

// lineAt is line, taking the line at byte offset off-1 where off > 0 and
// a line starts there (and moving the cursor to it). A line there starts
// after a newline or a carriage return and ends at the next one, as LLVM's
// SourceMgr shows a line, for which a lone carriage return ends a line
// too (its columns count from there; line numbers count newlines only).
func (c *lineCursor) lineAt(src Sources, file string, n, off int) ([]byte, bool) {
	if off <= 0 || n < 1 {
		return c.line(src, file, n)
	}
	if c.n == 0 || c.file != file {
		s, ok := src[file]
		if !ok || s == nil {
			return nil, false
		}
		*c = lineCursor{file: file, src: s, n: 1}
	}
	o := off - 1
	s := c.src
	if o > len(s) || o > 0 && s[o-1] != '\n' && s[o-1] != '\r' {
		return c.line(src, file, n)
	}
	rest := s[o:]
	if len(rest) == 0 {
		return nil, false
	}
	if j := bytes.IndexByte(rest, '\n'); j >= 0 {
		rest = rest[:j]
	}
	if c.crAt <= o || o < c.crFrom {
		// the next carriage return, looked for again only once passed
		// (a file without any costs one scan)
		c.crFrom, c.crAt = o, len(s)+1
		if j := bytes.IndexByte(s[o:], '\r'); j >= 0 {
			c.crAt = o + j + 1
		}
	}
	if r := c.crAt - 1 - o; r < len(rest) {
		rest = rest[:r]
	}
	if o == 0 || s[o-1] == '\n' {
		c.n, c.off = n, o // the cursor stays at the starts of newline lines
	}
	return rest, true
}

// line returns line n (1-based) of file in src without its newline (and
// without a trailing carriage return), as the line-by-line scan of the
// reference printer in the tests does.
func (c *lineCursor) line(src Sources, file string, n int) ([]byte, bool) {
	if c.n == 0 || c.file != file || n < c.n {
		s, ok := src[file]
		if !ok || s == nil {
			return nil, false
		}
		*c = lineCursor{file: file, src: s, n: 1}
	}
	if n < 1 {
		return nil, false
	}
	s := c.src
	for c.n < n {
		j := bytes.IndexByte(s[c.off:], '\n')
		if j < 0 {
			return nil, false
		}
		c.off += j + 1
		c.n++
	}
	rest := s[c.off:]
	if len(rest) == 0 {
		return nil, false
	}
	if j := bytes.IndexByte(rest, '\n'); j >= 0 {
		rest = rest[:j]
	}
	return bytes.TrimSuffix(rest, []byte{'\r'}), true
}

// expandTabs expands the tabs of line to 8-column stops and returns the
// display column (0-based) of byte column col (1-based).
func expandTabs(line string, col int) (string, int) {
	var b strings.Builder
	caret := -1
	for i := 0; i < len(line); i++ {
		if i == col-1 {
			caret = b.Len()
		}
		if line[i] == '\t' {
			b.WriteString(strings.Repeat(" ", 8-b.Len()%8))
			continue
		}
		b.WriteByte(line[i])
	}
	if caret < 0 { // a column at or past the end
		caret = b.Len() + col - 1 - len(line)
	}
	return b.String(), caret
}
