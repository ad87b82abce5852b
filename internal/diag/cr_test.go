package diag

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLineOffCR: a diagnostic whose LineOff starts a line after a lone
// carriage return shows that line up to the next newline or carriage
// return (as LLVM's SourceMgr does: the amdgcn assembler's TestCRLines
// holds it to llvm-mc-19), and one without LineOff shows the newline line,
// as before.
func TestLineOffCR(t *testing.T) {
	src := []byte("a b\rcc dd\r\nee\rf\n")
	for _, c := range []struct {
		name string
		d    Diagnostic
		want string
	}{
		{"after a carriage return", Diagnostic{Pos: Pos{"s", 1, 4}, Msg: "m", LineOff: 5}, "s:1:4: error: m\ncc dd\n   ^\n"},
		{"before one", Diagnostic{Pos: Pos{"s", 1, 3}, Msg: "m", LineOff: 1}, "s:1:3: error: m\na b\n  ^\n"},
		{"a line ended by one, after a newline", Diagnostic{Pos: Pos{"s", 2, 1}, Msg: "m", LineOff: 12}, "s:2:1: error: m\nee\n^\n"},
		{"the last piece", Diagnostic{Pos: Pos{"s", 2, 1}, Msg: "m", LineOff: 15}, "s:2:1: error: m\nf\n^\n"},
		{"no offset: the newline line", Diagnostic{Pos: Pos{"s", 1, 1}, Msg: "m"}, "s:1:1: error: m\na b\rcc dd\n^\n"},
	} {
		var b strings.Builder
		require.NoError(t, List{&c.d}.Fprint(&b, Sources{"s": src}))
		assert.Equal(t, c.want, b.String(), c.name)
	}
	// the cursor is not moved into a newline line by a piece after a
	// carriage return: a later diagnostic without offset finds its line
	var b strings.Builder
	l := List{{Pos: Pos{"s", 1, 1}, Msg: "m", LineOff: 5}, {Pos: Pos{"s", 2, 1}, Msg: "m"}}
	require.NoError(t, l.Fprint(&b, Sources{"s": src}))
	assert.Equal(t, "s:1:1: error: m\ncc dd\n^\n"+"s:2:1: error: m\nee\rf\n^\n", b.String())
	// out of order: the carriage returns before a later one are found
	b.Reset()
	l = List{{Pos: Pos{"s", 2, 1}, Msg: "m", LineOff: 12}, {Pos: Pos{"s", 1, 1}, Msg: "m", LineOff: 1}, {Pos: Pos{"s", 1, 1}, Msg: "m", LineOff: 5}}
	require.NoError(t, l.Fprint(&b, Sources{"s": src}))
	assert.Equal(t, "s:2:1: error: m\nee\n^\n"+"s:1:1: error: m\na b\n^\n"+"s:1:1: error: m\ncc dd\n^\n", b.String())
}
