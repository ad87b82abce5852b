package amdgcn

import (
	"bytes"
	"errors"
	"fmt"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// errString prints an error, expanding an ErrorList in full.
func errString(err error) string {
	var el ErrorList
	if errors.As(err, &el) {
		var b strings.Builder
		for _, e := range el {
			fmt.Fprintf(&b, "%s: %s\n", e.Pos, e.Msg)
		}
		return b.String()
	}
	return fmt.Sprint(err)
}

// TestStreamingListings: AssembleListing and DisassembleListing (what lowerc
// asm/disasm run) print exactly what Assemble/DisassembleText + WriteListing
// print, with the same errors, for every GOMAXPROCS, on inputs that take the
// streaming path (large, clean), its fallbacks (a chunk that does not decode
// on its own, invalid encodings) and the non-streaming path ('[' groups,
// invalid tokens).
func TestStreamingListings(t *testing.T) {
	defer func(n int) { parChunk = n }(parChunk)
	parChunk = 16 << 10 // many concurrent chunks on a small input
	gen := mustGen(t, "gfx942")
	lines := genCorpus(gen, 12000, 11) // legal and illegal lines
	src := []byte(strings.Join(lines, "\n") + "\n")
	insts, _ := Assemble(gen, "p.s", src, nil)
	var one, split bytes.Buffer
	for i := range insts {
		enc := insts[i].AppendEncoding(nil)
		l := AppendByteList(nil, enc)
		one.Write(l[1 : len(l)-1])
		one.WriteByte('\n')
		for j, c := range enc {
			fmt.Fprintf(&split, "0x%02x ", c)
			if j == 1 {
				split.WriteByte('\n') // instructions span lines, so chunks do too
			}
		}
		split.WriteByte('\n')
	}
	clean := one.Bytes()
	// every 997th line replaced by an encoding that does not decode
	cl := bytes.SplitAfter(clean, []byte("\n"))
	var badEnc []byte
	for i, l := range cl {
		if i%997 == 500 {
			l = []byte("0xff,0xff,0xff,0xff\n")
		}
		badEnc = append(badEnc, l...)
	}
	mid := len(clean) / 2
	mid += bytes.IndexByte(clean[mid:], '\n') + 1
	withTok := append(append(append([]byte{}, clean[:mid]...), "0xzz 0x01\n"...), clean[mid:]...)
	withGroup := append(append(append([]byte{}, clean[:mid]...), "[0x00,0x00,0x80,0xbf]\n"...), clean[mid:]...)
	withComments := bytes.ReplaceAll(clean, []byte("0x7e\n"), []byte("0x7e # a comment, 0xzz [\n  # another\n\t1 , 0b10 010 0X1f\n"))
	dis := map[string][]byte{"comments": withComments, "clean": clean, "split": split.Bytes(), "badenc": badEnc, "token": withTok, "group": withGroup,
		"tail": append(append([]byte{}, clean...), "0x01,0x02"...)}
	if len(src) < 4*streamChunk || len(clean) < 2*streamChunk || bytes.Equal(badEnc, clean) {
		t.Fatalf("inputs too small for the concurrent path (%d, %d bytes)", len(src), len(clean))
	}
	plain := func(b []byte) bool { _, _, ok := plainBytes(b); return ok }
	if !plain(clean) || plain(withTok) || plain(withGroup) {
		t.Fatal("plainBytes misclassifies the inputs")
	}
	for _, procs := range []int{1, 2, 4} {
		withProcs(procs, func() {
			want, werr := Assemble(gen, "p.s", src, nil)
			var wb, gb bytes.Buffer
			WriteListing(&wb, want, true)
			gerr := AssembleListing(&gb, gen, "p.s", src, nil, true, procs)
			if gb.String() != wb.String() || errString(gerr) != errString(werr) {
				t.Errorf("GOMAXPROCS=%d: AssembleListing differs from Assemble+WriteListing", procs)
			}
			for name, in := range dis {
				want, werr := DisassembleText(gen, "d.txt", in)
				var wb, gb bytes.Buffer
				WriteListing(&wb, want, true)
				gerr := DisassembleListing(&gb, gen, "d.txt", in, true, procs)
				if gb.String() != wb.String() || errString(gerr) != errString(werr) {
					t.Errorf("GOMAXPROCS=%d, %s: DisassembleListing differs from DisassembleText+WriteListing\n got err %.300s\nwant err %.300s", procs, name, errString(gerr), errString(werr))
				}
			}
		})
	}
}

// FuzzListings: on any input, AssembleListing and DisassembleListing print
// and report exactly what Assemble/DisassembleText + WriteListing do, and
// never panic.
func FuzzListings(f *testing.F) {
	for _, s := range []string{
		"0xc1,0x04,0x0a,0x16\n", "0xc1 0x04\n0x0a,0x16", "[0x00,0x00,0x80,0xbf]", "0x1,2,0b11,010 # c\n0xzz",
		"v_max_f32 v5, -1, v2\ns_nop 1\n", "0:", "0:\nx:\n1:\ns_nop 0\n0:\n", "\n s_nop 0\n\n \n; c\n\t", "v_max3_f32 v1, v2, s3, 0.5 clamp ; c\nbad\n", "0xff,0xff,0xff,0xff\n0x01,0x00",
	} {
		f.Add([]byte(s))
	}
	gen := mustGen(f, "gfx1100")
	f.Fuzz(func(t *testing.T, src []byte) {
		_, werr := Assemble(gen, "f", src, nil)
		// the reference lists the lines of src with its carriage returns
		// made newlines: llvm-mc-19 ends a line at either
		lf := crToLF(src)
		want, _ := Assemble(gen, "f", lf, nil)
		var wb, gb bytes.Buffer
		writeListingLabels(&wb, want, labelsOf(gen, lf), lf, true)
		if gerr := AssembleListing(&gb, gen, "f", src, nil, true, 1); gb.String() != wb.String() || errString(gerr) != errString(werr) {
			t.Fatalf("AssembleListing differs on %q", src)
		}
		dwant, dwerr := DisassembleText(gen, "f", src)
		wb.Reset()
		gb.Reset()
		WriteListing(&wb, dwant, true)
		if gerr := DisassembleListing(&gb, gen, "f", src, true, 1); gb.String() != wb.String() || errString(gerr) != errString(dwerr) {
			t.Fatalf("DisassembleListing differs on %q:\n%s\n%s\n%s\n%s", src, gb.String(), wb.String(), errString(gerr), errString(dwerr))
		}
	})
}

// labelsOf is the labels AssembleFile reads in src (the fuzz reference's
// labels; AssembleFile's errors are not the point here).
func labelsOf(gen *Generation, src []byte) []Label {
	f, _ := AssembleFile(gen, "f", src)
	return f.Labels
}

// crToLF replaces each "\r\n" of src by "\n" and every other '\r' by
// '\n': the same lines for llvm-mc-19, each a line of its own.
func crToLF(src []byte) []byte {
	return bytes.ReplaceAll(bytes.ReplaceAll(src, []byte("\r\n"), []byte("\n")), []byte("\r"), []byte("\n"))
}

// writeListingLabels is the plain reference listing of a source without
// carriage returns (crToLF): per source line its labels (numeric ones
// numbered over the file: llvm-mc-19 prints "0:" as ".Ltmp0:"), its
// instruction, or an empty line for a line of only blanks that a newline
// ends.
func writeListingLabels(w *bytes.Buffer, insts []Inst, labels []Label, src []byte, showEncoding bool) {
	w.WriteString("\t.text\n")
	lines := strings.Split(string(src), "\n")
	ntmp, k, i := 0, 0, 0
	var b []byte
	for n, l := range lines {
		for ; k < len(labels) && labels[k].Pos.Line == n+1; k++ {
			b = AppendLabel(b, labels[k].Name, &ntmp)
		}
		for ; i < len(insts) && int(insts[i].Line) == n+1; i++ {
			b = insts[i].AppendListing(b, showEncoding)
		}
		if strings.Trim(l, " \t") == "" && n < len(lines)-1 {
			b = append(b, '\n')
		}
	}
	if k != len(labels) || i != len(insts) {
		panic("writeListingLabels: a label or instruction outside the source's lines")
	}
	w.Write(b)
}

// TestGrowErrs checks growErrs: the errors kept and in order, room for n
// more, the whole-input estimate used, and never more than 8x what is
// needed (a first chunk full of errors must not reserve for a whole input
// of them).
func TestGrowErrs(t *testing.T) {
	mk := func(n int) ErrorList {
		l := make(ErrorList, n)
		for i := range l {
			l[i] = &Error{Pos: Pos{Line: i + 1}}
		}
		return l
	}
	for _, c := range []struct {
		name                   string
		have, n, done, size    int
		wantMinCap, wantMaxCap int
	}{
		{"room already", 0, 0, 10, 100, 0, 0},
		{"estimate", 100, 100, 1000, 8000, 1600, 1700},
		{"estimate capped at 8x", 10, 1000, 100, 1 << 30, 8080, 8080},
		{"last chunk", 100, 50, 1000, 1000, 150, 150},
		{"empty input", 0, 5, 0, 0, 5, 5},
	} {
		t.Run(c.name, func(t *testing.T) {
			errs := mk(c.have)
			got := growErrs(errs, c.n, c.done, c.size)
			require.Equal(t, errs, got[:len(errs)], "the errors so far, in order")
			require.GreaterOrEqual(t, cap(got)-len(got), c.n)
			if c.wantMaxCap > 0 {
				assert.GreaterOrEqual(t, cap(got), c.wantMinCap)
				assert.LessOrEqual(t, cap(got), c.wantMaxCap)
			}
		})
	}
}

// TestBlankCRLines: lines of only blanks and carriage returns are listed
// as llvm-mc-19 lists them (it echoes one empty line for each such line that
// a newline or a carriage return ends; before, " \r" made quickMnemonic
// slice past the trimmed line and panic, found by FuzzListings), with the
// stdout and the error lines of llvm-mc-19 run on the same input. (A lone
// carriage return ends a line for llvm-mc-19: "\r\r\n" is two empty lines;
// TestCRLines has more.)
func TestBlankCRLines(t *testing.T) {
	mc := oracle.Require(t, oracle.LLVMMC)
	gen := mustGen(t, "gfx942")
	for _, src := range []string{
		" \r", "\r\n", " \r\n", "\t\r\n", "\r", "  ", " \t\n",
		"s_nop 0\r\n \r\ns_nop 1\n", "s_nop 0\r\n\r\n\r\ns_nop 1\r\n", "s_nop 0\n \r",
		"; c\r\n \r\nbad\r\n", "s_nop 0 ; c\r\n\t \r\n",
		"\r\r\n", " \r \r\n\r", "s_nop 0\r\r\n",
	} {
		t.Run(strconv.Quote(src), func(t *testing.T) {
			cmd := exec.Command(mc, append(mcArgs(gen), "-show-encoding")...)
			cmd.Stdin = strings.NewReader(src)
			var o, e bytes.Buffer
			cmd.Stdout, cmd.Stderr = &o, &e
			_ = cmd.Run() // exit status 1 on an error line
			var gb bytes.Buffer
			gerr := AssembleListing(&gb, gen, "<stdin>", []byte(src), nil, true, 1)
			assert.Equal(t, o.String(), gb.String(), "stdout")
			var pe bytes.Buffer
			printErrors(&pe, gerr, "<stdin>", []byte(src))
			checkSameErrors(t, "blank lines", e.Bytes(), pe.Bytes())
		})
	}
}
