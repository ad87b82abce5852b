package diag

import (
	"bytes"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFprint(t *testing.T) {
	src := Sources{"k.tile": []byte("kernel @k() {\n\t%a = maxx %b\n}\n")}
	var l List
	l.Add(Pos{"k.tile", 2, 7}, "", "unknown op %q", "maxx")
	l.Warn(Pos{"k.tile", 1, 1}, "", "a warning")
	l.Note(Pos{"k.tile", 1, 1}, "a note")
	l.Add(Pos{"other.tile", 3, 1}, "types", "no source")
	l.Sort()
	var b strings.Builder
	require.NoError(t, l.Fprint(&b, src))
	// The form clang and llvm-mc print: line form, source line, caret
	// (tabs expanded to 8 columns).
	assert.Equal(t, "k.tile:1:1: warning: a warning\n"+
		"kernel @k() {\n"+
		"^\n"+
		"k.tile:1:1: note: a note\n"+
		"kernel @k() {\n"+
		"^\n"+
		"k.tile:2:7: error: unknown op \"maxx\"\n"+
		"        %a = maxx %b\n"+
		"             ^\n"+
		"other.tile:3:1: error: no source [types]\n", b.String())
	assert.True(t, l.HasErrors())
	assert.Len(t, l.Errors(), 2)
}

func TestErrOnlyForErrors(t *testing.T) {
	var l List
	assert.NoError(t, l.Err())
	l.Warn(Pos{"a", 1, 1}, "", "w")
	assert.NoError(t, l.Err(), "warnings alone are not a failure")
	l.Add(Pos{"a", 2, 1}, "r", "e")
	require.Error(t, l.Err())
	assert.Equal(t, "a:1:1: warning: w (and 1 more errors)", l.Err().Error())
}

func TestPosString(t *testing.T) {
	assert.Equal(t, "f:1:2", Pos{"f", 1, 2}.String())
	assert.Equal(t, "f", Pos{File: "f"}.String())
	assert.Equal(t, "-", Pos{}.String())
}

func TestSuggest(t *testing.T) {
	for _, c := range []struct {
		name string
		cand []string
		want string
	}{
		{"sm90", []string{"sm_80", "sm_90", "sm_90a"}, "sm_90"},
		{"compil", []string{"check", "compile", "compare"}, "compile"},
		{"maxx", []string{"min", "max", "mov"}, "max"},
		{"gfx94", []string{"gfx908", "gfx942"}, "gfx942"},
		{"gfx110", []string{"gfx1010", "gfx1100"}, "gfx1100"}, // tie: the longer shared prefix
		{"ptxx", []string{"ptx", "amdgcn", "llvm"}, "ptx"},
		{"nzs", []string{"nan", "nsz", "ftz"}, "nsz"}, // a swap is one edit
		{"frobnicate", []string{"fmt", "check"}, ""},
		{"preserve", []string{"pred", "preserve_dst"}, "preserve_dst"}, // a prefix
		{"pre", []string{"preserve_dst"}, ""},                          // too short a prefix
		{"", []string{"a"}, ""},
	} {
		assert.Equal(t, c.want, Suggest(c.name, c.cand), c.name)
	}
	assert.Equal(t, ` (did you mean "sm_90"?)`, DidYouMean("sm90", []string{"sm_90"}))
	assert.Equal(t, "", DidYouMean("zzzz", []string{"sm_90"}))
}

// FuzzFprint: any source and position print without a panic, and each
// diagnostic's first line is its line form.
func FuzzFprint(f *testing.F) {
	f.Add("a\tb\nc", 1, 3)
	f.Add("", 0, 0)
	f.Add("x\r\n\ty", 2, 9)
	f.Fuzz(func(t *testing.T, src string, line, col int) {
		if col > 1<<16 || col < -1<<16 {
			return
		}
		l := List{{Pos: Pos{"f", line, col}, Msg: "m"}}
		var b strings.Builder
		require.NoError(t, l.Fprint(&b, Sources{"f": []byte(src)}))
		first, _, _ := strings.Cut(b.String(), "\n")
		assert.Equal(t, l[0].Error(), first)
	})
}

// fprintRef is the printer Fprint replaced (one scan from the start of the
// file per diagnostic): the reference its output must equal.
func fprintRef(l List, w io.Writer, src Sources) error {
	var b strings.Builder
	for _, d := range l {
		b.WriteString(d.Error())
		b.WriteByte('\n')
		if line, ok := sourceLine(src[d.Pos.File], d.Pos.Line); ok && d.Pos.Col >= 1 {
			shown, caret := expandTabs(line, d.Pos.Col)
			b.WriteString(shown)
			b.WriteByte('\n')
			b.WriteString(strings.Repeat(" ", caret))
			b.WriteString("^\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// sourceLine returns line n (1-based) of src without its newline.
func sourceLine(src []byte, n int) (string, bool) {
	if src == nil || n < 1 {
		return "", false
	}
	for i := 1; i < n; i++ {
		j := bytes.IndexByte(src, '\n')
		if j < 0 {
			return "", false
		}
		src = src[j+1:]
	}
	if len(src) == 0 {
		return "", false
	}
	if j := bytes.IndexByte(src, '\n'); j >= 0 {
		src = src[:j]
	}
	return strings.TrimSuffix(string(src), "\r"), true
}

// FuzzFprintMatchesRef: several diagnostics (lines forward, backward,
// repeated, past the end, in two files, one without source) print exactly
// what the reference printer prints.
func FuzzFprintMatchesRef(f *testing.F) {
	f.Add("a\tb\nc\n\nd\r\ne", 1, 3, 2, 1, 5, 2)
	f.Add("", 0, 0, 1, 1, 1, 1)
	f.Add("x\r\n\ty\n", 2, 9, 1, 2, 3, 1)
	f.Fuzz(func(t *testing.T, src string, l1, c1, l2, c2, l3, c3 int) {
		for _, c := range []int{c1, c2, c3} {
			if c > 1<<12 || c < -1<<12 {
				return
			}
		}
		l := List{
			{Pos: Pos{"f", l1, c1}, Msg: "m1"},
			{Pos: Pos{"f", l2, c2}, Msg: "m2", Rule: "r"},
			{Pos: Pos{"g", l1, c1}, Severity: Warning, Msg: "m3"},
			{Pos: Pos{"f", l3, c3}, Msg: "m4"},
			{Pos: Pos{"f", l3, c3}, Severity: Note, Msg: "m5"},
			{Pos: Pos{"h", l2, c2}, Msg: "m6"},
			{Pos: Pos{"", l2, c2}, Msg: "m7"},
		}
		srcs := Sources{"f": []byte(src), "g": bytes.ToUpper([]byte(src))}
		var got, want strings.Builder
		require.NoError(t, l.Fprint(&got, srcs))
		require.NoError(t, fprintRef(l, &want, srcs))
		assert.Equal(t, want.String(), got.String())
	})
}

// TestFprintManyLines: a diagnostic on every line of a 3,000-line file
// prints what the reference prints (the reference scans the file from its
// start for each diagnostic).
func TestFprintManyLines(t *testing.T) {
	var src strings.Builder
	var l List
	for i := 1; i <= 3000; i++ {
		src.WriteString("\tv_add_f32 v1, v2, v3 ; line\n")
		l.Add(Pos{"big.s", i, 1 + i%30}, "", "error %d", i)
	}
	srcs := Sources{"big.s": []byte(src.String())}
	var got, want strings.Builder
	require.NoError(t, l.Fprint(&got, srcs))
	require.NoError(t, fprintRef(l, &want, srcs))
	assert.Equal(t, want.String(), got.String())
}

// TestCaretColumns: the caret lands where the reference printer puts it at
// every column of a 300-byte line (the spaces before it are copied 64 at a
// time), with and without a tab in the line.
func TestCaretColumns(t *testing.T) {
	for _, line := range []string{strings.Repeat("v_add_f32 v1, v2 ", 18), "\t" + strings.Repeat("s", 299)} {
		var l List
		for c := -1; c <= 302; c++ {
			l.Add(Pos{"f.s", 1, c}, "", "at %d", c)
		}
		srcs := Sources{"f.s": []byte(line + "\n")}
		var got, want strings.Builder
		require.NoError(t, l.Fprint(&got, srcs))
		require.NoError(t, fprintRef(l, &want, srcs))
		assert.Equal(t, want.String(), got.String())
	}
}

// TestPrinterPieces: a list in source order printed through a Printer in
// pieces of every size prints what Fprint prints for the whole list (the
// cursor keeps its place between pieces).
func TestPrinterPieces(t *testing.T) {
	var src strings.Builder
	var l List
	for i := 1; i <= 500; i++ {
		src.WriteString("v_add_f32 v1, v2, v3\n\tline\n")
		l.Add(Pos{"a.s", 2 * i, 1 + i%9}, "", "e%d", i)
		if i%7 == 0 {
			l.Add(Pos{"a.s", 2*i + 1, 3}, "", "tab %d", i)
		}
	}
	srcs := Sources{"a.s": []byte(src.String())}
	var want strings.Builder
	require.NoError(t, l.Fprint(&want, srcs))
	for _, piece := range []int{1, 2, 7, 64, 1000, len(l)} {
		var got strings.Builder
		p := Printer{W: &got, Src: srcs}
		for k := 0; k < len(l); k += piece {
			p.Add(l[k:min(k+piece, len(l))])
		}
		require.NoError(t, p.Flush())
		assert.Equal(t, want.String(), got.String(), "pieces of %d", piece)
	}
}

// TestLineOffHints: diagnostics that give their line's offset print what
// they print without it; an offset that is not a line start, or past the
// end, is ignored.
func TestLineOffHints(t *testing.T) {
	src := []byte("first line\n\tsecond\r\n\nfourth x\nlast")
	starts := []int{0, 11, 20, 21, 30}
	var plain, hinted, wrong List
	for i, st := range starts {
		for _, c := range []int{1, 3} {
			plain = append(plain, &Diagnostic{Pos: Pos{"s", i + 1, c}, Msg: "m"})
			hinted = append(hinted, &Diagnostic{Pos: Pos{"s", i + 1, c}, Msg: "m", LineOff: st + 1})
			wrong = append(wrong, &Diagnostic{Pos: Pos{"s", i + 1, c}, Msg: "m", LineOff: st + 3})
		}
	}
	wrong = append(wrong, &Diagnostic{Pos: Pos{"s", 5, 1}, Msg: "m", LineOff: len(src) + 9})
	srcs := Sources{"s": src}
	var want, got, gotWrong, wantWrong strings.Builder
	require.NoError(t, plain.Fprint(&want, srcs))
	require.NoError(t, hinted.Fprint(&got, srcs))
	assert.Equal(t, want.String(), got.String())
	require.NoError(t, append(plain, &Diagnostic{Pos: Pos{"s", 5, 1}, Msg: "m"}).Fprint(&wantWrong, srcs))
	require.NoError(t, wrong.Fprint(&gotWrong, srcs))
	assert.Equal(t, wantWrong.String(), gotWrong.String())
}

// TestAppendDec holds appendDec to strconv.AppendInt across the digit
// counts, the 10^9 bound and negative numbers.
func TestAppendDec(t *testing.T) {
	ns := []int{0, 1, 9, 10, 99, 100, 12345, 199999, 999999999, 1e9, 1e9 + 7, -1, -12345, math.MaxInt, math.MinInt}
	for p := 1; p <= 1e9; p *= 10 { // every digit count, at its ends
		ns = append(ns, p, p-1, p+1, 3*p+7)
	}
	for _, n := range ns {
		for _, room := range []int{0, 1, 16} { // in place, and grown
			b := append(make([]byte, 0, 2+room), "x:"...)
			assert.Equal(t, string(strconv.AppendInt([]byte("x:"), int64(n), 10)), string(appendDec(b, n)), "n=%d room=%d", n, room)
		}
	}
}

func FuzzAppendDec(f *testing.F) {
	for _, n := range []int64{0, 7, 10, 1e9 - 1, 1e9, -3} {
		f.Add(n)
	}
	f.Fuzz(func(t *testing.T, n int64) {
		if got, want := string(appendDec(nil, int(n))), strconv.FormatInt(n, 10); got != want {
			t.Fatalf("appendDec(%d) = %q, want %q", n, got, want)
		}
	})
}
