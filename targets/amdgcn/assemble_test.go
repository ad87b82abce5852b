package amdgcn

import (
	"bytes"
	"encoding/binary"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// The line scan assembleDirs used before lineSplitter, kept as the
// reference that TestLineSplitter and FuzzLineSplitter hold it to.

// lineStop marks the bytes that end the scan of a line: newline and the
// comment starters.
var lineStop = [256]bool{'\n': true, ';': true, '/': true, '#': true}

// lineEnd returns the index of the first byte of src that lineStop marks,
// or len(src): eight bytes a step, each stop byte found as a zero byte of
// the word xor that byte repeated ((v − 0x01…) &^ v & 0x80… flags the zero
// bytes; its lowest flag is the first zero byte, so the lowest flag of the
// four is the first stop byte).
func lineEnd(src []byte) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	zero := func(v uint64) uint64 { return (v - ones) &^ v & highs }
	i := 0
	for ; i+8 <= len(src); i += 8 {
		w := binary.LittleEndian.Uint64(src[i:])
		if t := zero(w^'\n'*ones) | zero(w^';'*ones) | zero(w^'/'*ones) | zero(w^'#'*ones); t != 0 {
			return i + bits.TrailingZeros64(t)/8
		}
	}
	for i < len(src) && !lineStop[src[i]] {
		i++
	}
	return i
}

// refSplit is the line loop of the old assembleDirs with llvm-mc-19's
// line ends: each line up to its comment, whether a comment starter ended
// it, whether a terminator did ('\n', '\r' or "\r\n"), and whether that
// terminator held a newline. It looks at every byte.
func refSplit(src []byte) (lines [][]byte, comments, endeds, newlines []bool) {
	for len(src) > 0 {
		e := 0
		for e < len(src) && src[e] != '\n' && src[e] != '\r' {
			e++
		}
		l := stripComment(src[:e])
		comment := bytes.ContainsAny(src[:e], ";#/") // a starter, even a lone '/'
		ended := e < len(src)
		t := 0
		if ended {
			t = 1
			if src[e] == '\r' && e+1 < len(src) && src[e+1] == '\n' {
				t = 2
			}
		}
		newline := ended && src[e+t-1] == '\n'
		src = src[e+t:]
		lines, comments, endeds, newlines = append(lines, l), append(comments, comment), append(endeds, ended), append(newlines, newline)
	}
	return
}

func splitAll(src []byte) (lines [][]byte, comments, endeds, newlines []bool) {
	sp := newLineSplitter(src)
	for sp.off < len(src) {
		l, c, e, n := sp.next()
		lines, comments, endeds, newlines = append(lines, l), append(comments, c), append(endeds, e), append(newlines, n)
	}
	return
}

// TestLineSplitter: lineSplitter cuts lines and comments as the old
// byte-by-byte scan did, on random texts dense and sparse in newlines and
// comment starters (a lone '/', "//", ';', '#', several per line, at the
// start and the end, no final newline).
func TestLineSplitter(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, tc := range []struct {
		name  string
		stops int // one byte in stops is a newline or comment starter
	}{{"dense", 2}, {"some", 6}, {"sparse", 40}, {"rare", 400}} {
		t.Run(tc.name, func(t *testing.T) {
			alphabet := []byte{'\n', ';', '/', '#', '/', '\n', '\r', '\r'}
			for k := 0; k < 400; k++ {
				b := make([]byte, r.IntN(600))
				for i := range b {
					if r.IntN(tc.stops) == 0 {
						b[i] = alphabet[r.IntN(len(alphabet))]
					} else {
						b[i] = "v_add 1,[] \t"[r.IntN(12)]
					}
				}
				wl, wc, we, wn := refSplit(b)
				gl, gc, ge, gn := splitAll(b)
				require.Equal(t, wl, gl, "lines of %q", b)
				require.Equal(t, wc, gc, "comment flags of %q", b)
				require.Equal(t, we, ge, "end flags of %q", b)
				require.Equal(t, wn, gn, "newline flags of %q", b)
			}
		})
	}
}

func FuzzLineSplitter(f *testing.F) {
	for _, s := range []string{"", "\n", "a/b\n;c\n#d", "v1 // x\n/ y ; z\n", "//\n/", "a\n\nb;", "a\rb\r\n\r\r\n;c\rd", "/\r/", "\r"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		wl, wc, we, wn := refSplit(b)
		gl, gc, ge, gn := splitAll(b)
		require.Equal(t, wl, gl)
		require.Equal(t, wc, gc)
		require.Equal(t, we, ge)
		require.Equal(t, wn, gn)
	})
}

// TestLineEnd: the eight-bytes-a-step scan finds the first stop byte
// (newline, ';', '/', '#') as the byte loop does, at every offset and
// length, among bytes of every value (high bytes, bytes one off a stop
// byte, zero).
func TestLineEnd(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	alphabet := []byte{'\n', ';', '/', '#', 'v', ' ', 0, 0xff, 0x80, '\n' + 1, ';' - 1, '0', '#' ^ 0x80}
	naive := func(b []byte) int {
		for i, c := range b {
			if c == '\n' || c == ';' || c == '/' || c == '#' {
				return i
			}
		}
		return len(b)
	}
	for n := 0; n < 40; n++ {
		for k := 0; k < 300; k++ {
			b := make([]byte, n)
			for i := range b {
				if r.IntN(4) == 0 {
					b[i] = alphabet[r.IntN(len(alphabet))]
				} else {
					b[i] = byte(r.IntN(256))
				}
			}
			if got, want := lineEnd(b), naive(b); got != want {
				t.Fatalf("lineEnd(% x) = %d, want %d", b, got, want)
			}
		}
	}
}
