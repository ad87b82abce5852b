package amdgcn

import (
	"errors"
	"fmt"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
)

// TestFormatMsg: formatMsg prints what fmt.Sprintf prints, for the verbs it
// writes itself and for those it hands to fmt (other verbs and flags,
// argument types it does not know, missing and extra arguments).
func TestFormatMsg(t *testing.T) {
	type named int
	for _, tc := range []struct {
		format string
		args   []any
	}{
		{"plain message", nil},
		{"100%% sure", nil},
		{"%s", []any{"abc"}},
		{"source %d of %s must be %s", []any{2, "v_add_f32", "a VGPR"}},
		{"unexpected %q", []any{"a\"b\tc\x01é"}},
		{"unexpected %q", []any{[]byte("x,y")}},
		{"register %s not available on %s", []any{[]byte("flat_scratch"), "gfx1100"}},
		{"%#x sets bits", []any{uint32(0)}},
		{"%#x sets bits", []any{uint32(0xfffe)}},
		{"%#x field", []any{int64(-5)}},
		{"%#x field", []any{int64(255)}},
		{"expected '%c' in %s", []any{byte(']'), "dpp8"}},
		{"expected '%c'", []any{'λ'}},
		{"%v%s", []any{errors.New("bad"), " (group stopped)"}},
		{"%v", []any{Pos{"f.s", 3, 4}}},
		{"opened at %s", []any{Pos{"", 3, 4}}},
		{"%d %d %d %d %d %d %d %d %d", []any{int8(-1), int16(-300), int32(7), int64(-1 << 63), uint(3), uint8(255), uint16(9), uint64(1 << 63), -0}},
		{"%v", []any{17}},
		{"%v", []any{[]byte("ab")}},
		{"%s", []any{12}},
		{"%d", []any{"x"}},
		{"%x", []any{255}},
		{"%#x", []any{"ab"}},
		{"%5d", []any{3}},
		{"%s", []any{named(3)}},
		{"%d", []any{named(3)}},
		{"%s and %s", []any{"one"}},
		{"%s", []any{"one", "two"}},
		{"%", []any{1}},
		{"trailing %", nil},
		{"%#", []any{1}},
		{"%#s", []any{"a"}},
		{"%s", []any{nil}},
		{"%v", []any{true}},
		{"%q", []any{errors.New("e")}},
	} {
		assert.Equal(t, fmt.Sprintf(tc.format, tc.args...), formatMsg(tc.format, tc.args), "%q %v", tc.format, tc.args)
	}
}

// FuzzFormatMsg builds formats from pieces of text and verbs and arguments
// of several types, and holds formatMsg to fmt.Sprintf.
func FuzzFormatMsg(f *testing.F) {
	f.Add([]byte("ab%sc%d"), int64(3), "x", uint32(7))
	f.Add([]byte("%#x%q%v%c%%"), int64(-9), "\x00\"", uint32(0))
	f.Fuzz(func(t *testing.T, format []byte, n int64, s string, u uint32) {
		pool := []any{n, s, u, []byte(s), int(n), byte(u), errors.New(s), Pos{s, int(n), int(u)}, uint64(u), int8(n)}
		var args []any
		for i, c := range format {
			if c == '%' {
				args = append(args, pool[(i+int(u))%len(pool)])
			}
		}
		if len(format) > 0 && format[0] == 'E' {
			args = append(args, s) // an extra argument
		}
		assert.Equal(t, fmt.Sprintf(string(format), args...), formatMsg(string(format), args))
		// through a msgTable: twice (the second from its cache where one
		// string argument), and with the argument changed
		mt := newMsgTable()
		for _, a := range [][]any{args, args, {s + "z"}, {s}} {
			assert.Equal(t, fmt.Sprintf(string(format), a...), mt.format(string(format), a))
		}
	})
}

// TestFormatMsgIn: with an intern table, a message prints as without one,
// a repeated message is the string recorded the first time, and the table
// stops growing at msgInternMax.
func TestFormatMsgIn(t *testing.T) {
	seen := map[string]string{}
	a := formatMsgIn(seen, "%s does not accept %s", []any{"v_add_f32", "clamp"})
	b := formatMsgIn(seen, "%s does not accept %s", []any{[]byte("v_add_f32"), "clamp"})
	assert.Equal(t, "v_add_f32 does not accept clamp", a)
	assert.Equal(t, a, b)
	assert.Same(t, unsafe.StringData(a), unsafe.StringData(b), "not interned")
	assert.Equal(t, "plain", formatMsgIn(seen, "plain", nil))
	for i := 0; i < msgInternMax+100; i++ {
		assert.Equal(t, fmt.Sprintf("n %d", i), formatMsgIn(seen, "n %d", []any{i}))
	}
	assert.Len(t, seen, msgInternMax)
	assert.Equal(t, fmt.Sprintf("%5d", 3), formatMsgIn(seen, "%5d", []any{3}))
}

// TestMsgTable: a msgTable gives what fmt.Sprintf gives, for a format with
// one string argument repeated (the cached message, the interned string),
// changed (a new message), formats of one length taking turns in a slot,
// the empty message, and other arguments; nil formats without interning.
func TestMsgTable(t *testing.T) {
	mt := newMsgTable()
	calls := []struct {
		format string
		args   []any
	}{
		{"%s allows no literal", []any{"gfx942"}},
		{"%s allows no literal", []any{"gfx942"}},
		{"%s allows no literal", []any{"gfx90a"}},
		{"%s allows no literal", []any{"gfx942"}},
		{"%s denies no literal", []any{"gfx942"}}, // the same length
		{"%s allows no literal", []any{"gfx942"}},
		{"%s", []any{""}}, {"%s", []any{""}}, {"%s", []any{"x"}},
		{"%s and %s", []any{"a", "b"}}, {"%d", []any{7}}, {"%s", []any{[]byte("y")}}, {"plain", nil},
		{"%d%%", []any{"s"}}, {"%d%%", []any{"s"}},
	}
	var first string
	for i, c := range calls {
		got := mt.format(c.format, c.args)
		assert.Equal(t, fmt.Sprintf(c.format, c.args...), got, "call %d", i)
		if i == 0 {
			first = got
		}
		if i == 1 || i == 3 || i == 5 {
			assert.Same(t, unsafe.StringData(first), unsafe.StringData(got), "call %d: not the interned message", i)
		}
		assert.Equal(t, fmt.Sprintf(c.format, c.args...), (*msgTable)(nil).format(c.format, c.args), "nil table, call %d", i)
	}
}
