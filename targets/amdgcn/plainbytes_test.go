package amdgcn

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/require"
)

// plainBytesRef is plainBytes written plainly: tokens are what lies between
// separators (sepTab), '#' comments run to the line end, '[' or ']' or a
// token parseByte rejects make the input not plain, and each chunk (cut by
// cutChunk at parChunk) starts at the index of its first byte in raw.
func plainBytesRef(src []byte) (raw []byte, starts []int, ok bool) {
	raw = []byte{}
	for off := 0; off < len(src); {
		n := cutChunk(src[off:], parChunk)
		starts = append(starts, len(raw))
		chunk := src[off : off+n]
		for i := 0; i < len(chunk); {
			switch c := chunk[i]; {
			case c == '[' || c == ']':
				return nil, nil, false
			case c == '#':
				for i < len(chunk) && chunk[i] != '\n' {
					i++
				}
			case sepTab[c]:
				i++
			default:
				st := i
				for i < len(chunk) && !sepTab[chunk[i]] {
					i++
				}
				v, ok := parseByte(chunk[st:i])
				if !ok {
					return nil, nil, false
				}
				raw = append(raw, v)
			}
		}
		off += n
	}
	return raw, starts, true
}

// TestPlainBytes: plainBytes (its four-token and one-token fast loops and
// the general path) gives the reference's bytes and chunk starts, on a
// large clean file with small chunks and on edge cases around the fast
// loops (a bad token in each of the four slots, separators they do not
// take, a token at the very end, upper-case hex).
func TestPlainBytes(t *testing.T) {
	defer func(n int) { parChunk = n }(parChunk)
	gen := mustGen(t, "gfx942")
	insts, _ := Assemble(gen, "p.s", []byte(strings.Join(genCorpus(gen, 3000, 5), "\n")+"\n"), nil)
	var clean []byte
	for i := range insts {
		l := AppendByteList(nil, insts[i].AppendEncoding(nil))
		clean = append(append(clean, l[1:len(l)-1]...), '\n')
	}
	cases := []string{string(clean), "", "0x01", "0x01,", "0x01,0x02,0x03,0x04", "0x01,0x02,0x03,0x04\n",
		"0x01,0x02,0x03,0x04,0x05,0x06,0x07,0x08\n", "0xzz,0x02,0x03,0x04\n", "0x01,0xz2,0x03,0x04\n", "0x01,0x02,0x0g,0x04\n",
		"0x01,0x02,0x03,0xg4\n", "0x01,0x02,0x03,0x04\t0x05\n", "0x01;0x02,0x03,0x04\n", "0x01,0x02,0x03,0x04#c\n",
		"0X01,0x02,0x03,0x04\n", "0x0A,0xBb,0xcC,0xff 0x10\r\n", "0x1,0x02,0x03,0x04,0x05\n", "0x01,0x02,0x03,0x04[\n",
		"1,2,3,4,5,6,7,8,9,10,11,12\n", "0x01,0x02,0x03,0x04,0x05,0x06,0x07,0x08,0x09,0x0a,0x0b,0x0c,0x0d,0x0e,0x0f,0x10,0x11,0x12,0x13,0x14,0x1z\n"}
	for _, size := range []int{256 << 10, 64, 21, 20, 19, 5, 1} {
		parChunk = size
		for _, c := range cases {
			raw, starts, ok := plainBytes([]byte(c))
			wraw, wstarts, wok := plainBytesRef([]byte(c))
			require.Equal(t, wok, ok, "chunk %d, %.60q", size, c)
			if ok {
				require.True(t, bytes.Equal(wraw, raw), "chunk %d, %.60q", size, c)
				require.Equal(t, wstarts, starts, "chunk %d, %.60q", size, c)
			}
		}
	}
}

// FuzzPlainBytes: plainBytes agrees with plainBytesRef on any input and
// chunk size.
func FuzzPlainBytes(f *testing.F) {
	for _, s := range []string{"0xc1,0x04,0x0a,0x16\n", "0x01,0x02,0x03,0x04,0x05\n0x06 # c\n", "0x01,0x02,0x0g,0x04\n", "1 2 0b11 010\n[0x1]"} {
		f.Add([]byte(s), uint8(7))
	}
	f.Fuzz(func(t *testing.T, src []byte, size uint8) {
		defer func(n int) { parChunk = n }(parChunk)
		parChunk = int(size) + 1
		raw, starts, ok := plainBytes(src)
		wraw, wstarts, wok := plainBytesRef(src)
		if ok != wok || ok && (!bytes.Equal(raw, wraw) || !equalInts(starts, wstarts)) {
			t.Fatalf("plainBytes(%q) with chunk %d = %v %v %v, want %v %v %v", src, parChunk, raw, starts, ok, wraw, wstarts, wok)
		}
	})
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// BenchmarkPlainBytes: the disasm input scan alone, on the benchmark file's
// encodings as lowerc disasm reads them (0xHH,... one instruction a line).
func BenchmarkPlainBytes(b *testing.B) {
	gen := benchGenList(b)[0]
	src, _ := benchCorpus(gen, *benchLines, *benchBad)
	insts, _ := Assemble(gen, "bench.s", src, nil)
	var txt []byte
	for i := range insts {
		l := AppendByteList(nil, insts[i].AppendEncoding(nil))
		txt = append(append(txt, l[1:len(l)-1]...), '\n')
	}
	b.SetBytes(int64(len(txt)))
	b.ResetTimer()
	c0 := cpuTime()
	for b.Loop() {
		if _, _, ok := plainBytes(txt); !ok {
			b.Fatal("not plain")
		}
	}
	b.ReportMetric((cpuTime()-c0).Seconds()*1e3/float64(b.N), "cpu-ms/op")
}

// TestScanPlain: scanPlain, reading through small buffers and short reads,
// gives plainBytes' bytes and verdict for the whole text (TestPlainBytes'
// cases, a line longer than the buffer, no final newline).
func TestScanPlain(t *testing.T) {
	gen := mustGen(t, "gfx942")
	insts, _ := Assemble(gen, "p.s", []byte(strings.Join(genCorpus(gen, 2000, 6), "\n")+"\n"), nil)
	var clean []byte
	for i := range insts {
		l := AppendByteList(nil, insts[i].AppendEncoding(nil))
		clean = append(append(clean, l[1:len(l)-1]...), '\n')
	}
	cases := []string{string(clean), "", "0x01", "0x01,0x02\n0x03", "0x01 # c\n0x02\n", "0xzz\n", string(clean) + "[0x01]\n",
		string(clean) + strings.Repeat("0x01,", 3000) + "\n0x02", "1,2\n0b11\n010\n"}
	for _, c := range cases {
		want, _, wok := plainBytes([]byte(c))
		for _, size := range []int{1, 7, 64, 4096, 256 << 10} {
			for _, r := range []io.Reader{strings.NewReader(c), iotest.OneByteReader(strings.NewReader(c)), iotest.HalfReader(strings.NewReader(c))} {
				raw, ok, err := scanPlain(r, size, len(c))
				require.NoError(t, err)
				require.Equal(t, wok, ok, "size %d, %.60q", size, c)
				if ok {
					require.True(t, bytes.Equal(want, raw), "size %d, %.60q", size, c)
				}
			}
		}
	}
	_, _, err := scanPlain(iotest.ErrReader(io.ErrClosedPipe), 64, 0)
	require.ErrorIs(t, err, io.ErrClosedPipe)
}

// FuzzScanPlain: scanPlain agrees with plainBytes on any text and buffer
// size.
func FuzzScanPlain(f *testing.F) {
	for _, s := range []string{"0xc1,0x04,0x0a,0x16\n", "0x01,0x02\n0x03 # c\n0x04", "0x01,0x0g\n", "1 2 0b11 010\n[0x1]"} {
		f.Add([]byte(s), uint8(3))
	}
	f.Fuzz(func(t *testing.T, src []byte, size uint8) {
		want, _, wok := plainBytes(src)
		raw, ok, err := scanPlain(iotest.HalfReader(bytes.NewReader(src)), int(size)+1, 0)
		if err != nil || ok != wok || ok && !bytes.Equal(raw, want) {
			t.Fatalf("scanPlain(%q, %d) = %v %v %v, want %v %v", src, int(size)+1, raw, ok, err, want, wok)
		}
	})
}

// TestPlainBytesGroupPairs: every pair of bytes of a four-token group
// (the input scan's fast loop checks a group at once) changed to each of
// a set of values, against plainBytesRef: a wrong byte in one token must
// not be hidden by another.
func TestPlainBytesGroupPairs(t *testing.T) {
	base := []byte("0xc1,0x04,0x0a,0x16\n0x05,0x81,0x0b,0xd1,0x01,0x05,0x02,0x28\n")
	alpha := []byte("0xX,\n a9gG|(#[\x00\xff\x7c\x28\x2c\x70")
	c := append([]byte(nil), base...)
	check := func() {
		raw, starts, ok := plainBytes(c)
		wraw, wstarts, wok := plainBytesRef(c)
		if ok != wok || ok && (!bytes.Equal(raw, wraw) || !equalInts(starts, wstarts)) {
			t.Fatalf("plainBytes(%q) = %v %v %v, want %v %v %v", c, raw, starts, ok, wraw, wstarts, wok)
		}
	}
	for i := 0; i < 40; i++ {
		for j := i + 1; j < 40; j++ {
			if j-i > 20 {
				break
			}
			for _, x := range alpha {
				for _, y := range alpha {
					c[i], c[j] = x, y
					check()
				}
			}
			c[i], c[j] = base[i], base[j]
		}
	}
}

// TestHexPair holds the input scan's two-digit table to strconv for every
// pair of bytes: 0x100 | the value where both are hex digits, else 0.
func TestHexPair(t *testing.T) {
	for h := 0; h < 256; h++ {
		for l := 0; l < 256; l++ {
			want := uint16(0)
			if v, err := strconv.ParseUint(string([]byte{byte(h), byte(l)}), 16, 8); err == nil {
				want = 0x100 | uint16(v)
			}
			require.Equal(t, want, hexPair[h|l<<8], "%q%q", h, l)
		}
	}
}
