package amdgcn

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDisassembleReader: DisassembleReader (lowerc disasm on a large file,
// -j 1 and -j N) prints what DisassembleText + WriteListing print, with the same
// errors, on inputs large enough for its mapped buffers (allocRaw) and for
// several reads; where the text is not plain it writes nothing and says so.
func TestDisassembleReader(t *testing.T) {
	gen := mustGen(t, "gfx942")
	lines := genCorpus(gen, 24000, 5)
	insts, _ := Assemble(gen, "p.s", []byte(strings.Join(lines, "\n")+"\n"), nil)
	var clean bytes.Buffer
	for i := range insts {
		l := AppendByteList(nil, insts[i].AppendEncoding(nil))
		clean.Write(l[1 : len(l)-1])
		clean.WriteByte('\n')
	}
	src := clean.Bytes()
	// allocRaw maps buffers of 64 KiB and more, and the text is read
	// through 256 KiB
	require.Greater(t, len(src)/5, 64<<10, "input too small for the mapped buffers")
	require.Greater(t, len(src), 256<<10, "input too small for several reads")
	cl := bytes.SplitAfter(src, []byte("\n"))
	var badEnc []byte
	for i, l := range cl {
		if i%1999 == 700 {
			l = []byte("0xff,0xff,0xff,0xff\n")
		}
		badEnc = append(badEnc, l...)
	}
	mid := len(src) / 2
	mid += bytes.IndexByte(src[mid:], '\n') + 1
	withTok := append(append(append([]byte{}, src[:mid]...), "0xzz 0x01\n"...), src[mid:]...)
	// instructions that span lines, so that a chunk of -j N may start
	// inside one (its speculative decode is then inexact)
	split := bytes.ReplaceAll(src, []byte("0x7e,"), []byte("0x7e,\n"))
	type input struct {
		name  string
		in    []byte
		plain bool
	}
	for _, c := range []input{{"clean", src, true}, {"badenc", badEnc, true}, {"split", split, true}, {"token", withTok, false}} {
		for _, v := range []struct {
			show    bool
			workers int
		}{{false, 1}, {true, 1}, {true, 2}, {false, 3}} {
			show := v.show
			var got bytes.Buffer
			loaded := false
			var handled bool
			var err error
			withProcs(v.workers, func() {
				handled, err = DisassembleReader(&got, gen, "d.txt", bytes.NewReader(c.in), len(c.in), show, v.workers,
					func() ([]byte, error) { loaded = true; return c.in, nil })
			})
			require.Equal(t, c.plain, handled, c.name)
			if !c.plain {
				assert.Zero(t, got.Len(), "%s: wrote output for a text it did not handle", c.name)
				continue
			}
			want, werr := DisassembleText(gen, "d.txt", c.in)
			var wb bytes.Buffer
			require.NoError(t, WriteListing(&wb, want, show))
			assert.Equal(t, errString(werr), errString(err), c.name)
			assert.Equal(t, werr != nil, loaded, "%s: the text is read again only for an error's position", c.name)
			assert.True(t, bytes.Equal(wb.Bytes(), got.Bytes()), "%s (show-encoding %v, %d workers): the listings differ", c.name, show, v.workers)
		}
	}
}

// FuzzPlainParallel: plainParallel (-j N's input scan) gives appendPlain's
// bytes and verdict for any text, worker count and chunk size, with chunk
// starts that are line starts of the text, in order; and DisassembleListing
// with two workers and small chunks (its concurrent path on a small input)
// prints and reports what DisassembleText + WriteListing do.
func FuzzPlainParallel(f *testing.F) {
	for _, s := range []string{
		"0x00,0x00,0x00,0x7e\n0x01,0x02,0x03,0x04\n0x05,0x06,0x07,0x08\n",
		"0xc1,0x04,0x0a,0x16\n0xc1 0x04\n0x0a,0x16\n0xff,0xff,0xff,0xff\n0x01,0x00\n",
		"0x1,2,0b11,010 # c\n0x00,0x00,0x80,0xbf\n\n\n0x00,0x00,0x80,0xbf\n0xzz\n",
		"0x00,0x00,0x80,0xbf\n[0x00,0x00,0x80,0xbf]\n0x00,0x00,0x80,0xbf\n",
	} {
		f.Add([]byte(s), uint8(2), uint8(8))
	}
	gen := mustGen(f, "gfx942")
	f.Fuzz(func(t *testing.T, src []byte, workers, chunk uint8) {
		w, c := int(workers%5)+1, int(chunk)+1
		wraw, _, wok := appendPlain(nil, nil, src, c)
		raw, starts, ok := plainParallel(make([]byte, 0, len(src)/5+16), src, w, c)
		require.Equal(t, wok, ok)
		if ok {
			require.True(t, bytes.Equal(wraw, raw), "plainParallel: other bytes than appendPlain")
			// every start is where some line of src begins in raw
			lineStarts := map[int]bool{}
			for off := 0; off < len(src); {
				r, _, _ := appendPlain(nil, nil, src[:off], len(src)+1)
				lineStarts[len(r)] = true
				n := bytes.IndexByte(src[off:], '\n')
				if n < 0 {
					break
				}
				off += n + 1
			}
			for i, st := range starts {
				require.True(t, lineStarts[st], "start %d (%d) is not a line start", i, st)
				require.True(t, i == 0 || st >= starts[i-1], "starts out of order")
			}
		}
		defer func(n int) { parChunk = n }(parChunk)
		parChunk = c
		want, werr := DisassembleText(gen, "f", src)
		var wb, gb bytes.Buffer
		require.NoError(t, WriteListing(&wb, want, true))
		gerr := DisassembleListing(&gb, gen, "f", src, true, 2)
		require.Equal(t, errString(werr), errString(gerr))
		require.Equal(t, wb.String(), gb.String())
	})
}
