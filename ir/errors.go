package ir

import (
	"fmt"
	"sort"
	"strings"
)

// An Error is a diagnostic at a position. Rule names the verifier rule that
// was broken ("" for syntax errors).
type Error struct {
	Pos  Pos
	Msg  string
	Rule string
}

// Error formats the diagnostic as "file:line:col: message [rule]".
func (e *Error) Error() string {
	s := e.Pos.String() + ": " + e.Msg
	if e.Rule != "" {
		s += " [" + e.Rule + "]"
	}
	return s
}

// An ErrorList is a list of diagnostics, modelled on go/scanner.ErrorList.
type ErrorList []*Error

// Add appends a diagnostic.
func (l *ErrorList) Add(pos Pos, rule, format string, args ...any) {
	*l = append(*l, &Error{Pos: pos, Msg: fmt.Sprintf(format, args...), Rule: rule})
}

// Sort orders the list by file, line, column, then message.
func (l ErrorList) Sort() {
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
		return l[i].Msg < l[j].Msg
	})
}

// Error summarizes the list: the first error and a count of the rest.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}

// Err returns the list as an error, or nil when it is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// String gives every diagnostic, one per line.
func (l ErrorList) String() string {
	var b strings.Builder
	for _, e := range l {
		b.WriteString(e.Error())
		b.WriteByte('\n')
	}
	return b.String()
}
