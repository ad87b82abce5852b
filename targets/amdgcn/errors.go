package amdgcn

import (
	"fmt"
	"sort"
	"strings"
	"sync"
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
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// An ErrorList is a list of positioned errors, in go/scanner style.
type ErrorList []*Error

func (l *ErrorList) add(pos Pos, format string, args ...any) {
	msg := format
	if len(args) > 0 || strings.IndexByte(format, '%') >= 0 {
		msg = fmt.Sprintf(format, args...)
	}
	*l = append(*l, newError(pos, msg))
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
