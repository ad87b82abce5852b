package amdgcn

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDisassembleReader: DisassembleReader (lowerc disasm -j 1 on a large
// file) prints what DisassembleText + WriteListing print, with the same
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
	for _, c := range []struct {
		name  string
		in    []byte
		plain bool
	}{{"clean", src, true}, {"badenc", badEnc, true}, {"token", withTok, false}} {
		for _, show := range []bool{false, true} {
			var got bytes.Buffer
			loaded := false
			handled, err := DisassembleReader(&got, gen, "d.txt", bytes.NewReader(c.in), len(c.in), show,
				func() ([]byte, error) { loaded = true; return c.in, nil })
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
			assert.True(t, bytes.Equal(wb.Bytes(), got.Bytes()), "%s (show-encoding %v): the listings differ", c.name, show)
		}
	}
}
