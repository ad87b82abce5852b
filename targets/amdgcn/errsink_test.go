package amdgcn

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sinkListing runs AssembleListingTo with a sink that copies every Error
// it is given (their memory is reused) and checks, at each call, that the
// listing written so far holds that of every line up to the last error's:
// a chunk's errors come after its listing.
func sinkListing(t *testing.T, gen *Generation, src []byte, workers int) (string, []Error, error) {
	t.Helper()
	var out bytes.Buffer
	var got []Error
	err := AssembleListingTo(&out, gen, "s.s", src, nil, true, workers, func(el ErrorList) {
		require.NotEmpty(t, el, "sink called without errors")
		if last := el[len(el)-1]; last.LineOff > 0 {
			end := last.LineOff - 1
			if j := bytes.IndexByte(src[end:], '\n'); j >= 0 {
				end += j + 1
			} else {
				end = len(src)
			}
			var before bytes.Buffer
			AssembleListing(&before, gen, "s.s", src[:end], nil, true, 1)
			require.True(t, bytes.HasPrefix(out.Bytes(), before.Bytes()), "sink called before its chunk's listing was written")
		}
		for _, e := range el {
			got = append(got, *e)
		}
	})
	return out.String(), got, err
}

func errValues(err error) []Error {
	var vs []Error
	if el, ok := err.(ErrorList); ok {
		for _, e := range el {
			vs = append(vs, *e)
		}
	}
	return vs
}

// TestAssembleListingTo: with a sink, AssembleListingTo lists exactly what
// AssembleListing lists and gives the sink exactly the errors (positions,
// messages, line offsets) AssembleListing returns, in order, on one and on
// several goroutines with many chunks (so that reused Error memory would
// show as wrong or repeated errors), for a kernel file too.
func TestAssembleListingTo(t *testing.T) {
	defer func(n int) { parChunk = n }(parChunk)
	parChunk = 16 << 10
	gen := mustGen(t, "gfx942")
	lines := genCorpus(gen, 12000, 11)
	src := []byte(strings.Join(lines, "\n") + "\n")
	bad := []byte(strings.Repeat("v_mov_b32 v0, v1\nbogus v1\nv_add_f32 v1, s[2:3], v0\n", 3000))
	kernel := []byte(".amdhsa_kernel k\n.amdhsa_next_free_vgpr 1\nbogus\n.end_amdhsa_kernel\n")
	for name, in := range map[string][]byte{"corpus": src, "bad": bad, "kernel": kernel, "none": []byte("s_nop 0\n")} {
		for _, workers := range []int{1, 2, 4} {
			withProcs(workers, func() {
				var wb bytes.Buffer
				werr := AssembleListing(&wb, gen, "s.s", in, nil, true, workers)
				gout, gerrs, gerr := sinkListing(t, gen, in, workers)
				require.NoError(t, gerr, "%s, %d workers: only write errors are returned", name, workers)
				assert.Equal(t, wb.String(), gout, "%s, %d workers: stdout", name, workers)
				assert.Equal(t, errValues(werr), gerrs, "%s, %d workers: errors", name, workers)
			})
		}
	}
	require.Greater(t, len(errValues(AssembleListing(new(bytes.Buffer), gen, "s.s", bad, nil, true, 1))), 2*streamChunk/60,
		"the errors span several chunks")
}

// FuzzAssembleListingTo: on any input, the sink gets AssembleListing's
// errors and the listing is the same.
func FuzzAssembleListingTo(f *testing.F) {
	for _, s := range []string{"s_nop 0\nbogus\n", "v_max_f32 v5, -1, v2\r\nx\ry\n", ".amdhsa_kernel k\nbad\n", "0:\nbad\n"} {
		f.Add([]byte(s))
	}
	gen := mustGen(f, "gfx1100")
	f.Fuzz(func(t *testing.T, src []byte) {
		var wb bytes.Buffer
		werr := AssembleListing(&wb, gen, "s.s", src, nil, true, 1)
		gout, gerrs, gerr := sinkListing(t, gen, src, 1)
		require.NoError(t, gerr)
		require.Equal(t, wb.String(), gout)
		require.Equal(t, errValues(werr), gerrs)
	})
}
