package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// TestDisasmStream: lowerc disasm on a large file (FILE and stdin), which
// goes through disasmStream, prints the same stdout, stderr and exit code
// as DisassembleListing over the whole text (the path of small files and
// -j N): plain input, a decoding error that skips 4 bytes and one that
// stops the group (positions and source lines), an invalid token near the
// end (llvm-mc drops everything before it: the whole-text path), a [ ]
// group, and a line longer than the reading buffer.
func TestDisasmStream(t *testing.T) {
	g, err := amdgcn.ParseGeneration("gfx942")
	require.NoError(t, err)
	body := strings.Repeat("0xc1,0x04,0x0a,0x16\n0x02,0x00,0x83,0xd2,0x46,0x99,0x00,0x00\n# a comment\n0x01,0x05,0x00,0x3a 0x03 , 0x0b,0x06,0x3a\n", 2500)
	cases := map[string]string{
		"plain":         body,
		"skip":          body + "0xff,0xff,0xff,0xff\n" + body,
		"stop":          body[:len(body)/2] + "0x00,0x00,0xff,0xd3,0x00,0x00,0x00,0x00\n" + body,
		"invalid token": body + "0xc1,0xzz\n" + "0xc1,0x04,0x0a,0x16\n",
		"group":         body + "[0xc1,0x04,0x0a,0x16]\n",
		"long line":     body + strings.Repeat("0xc1,0x04,0x0a,0x16,", 100000) + "\n",
		"no newline":    body + "0xc1,0x04,0x0a,0x16",
	}
	dir := t.TempDir()
	for name, text := range cases {
		require.Greater(t, len(text), 1<<16, name)
		path := filepath.Join(dir, strings.ReplaceAll(name, " ", "_")+".txt")
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		for _, show := range []bool{false, true} {
			args := []string{"disasm", "-mcpu", "gfx942"}
			if show {
				args = append(args, "-show-encoding")
			}
			for _, viaStdin := range []bool{false, true} {
				file := path
				if viaStdin {
					file = stdinName
				}
				var wantOut, wantErr bytes.Buffer
				wantCode := finishListing("disasm", &wantErr, amdgcn.DisassembleListing(&wantOut, g, file, []byte(text), show, 1), file, []byte(text))
				var out, errb bytes.Buffer
				var code int
				if viaStdin {
					f, err := os.Open(path)
					require.NoError(t, err)
					old := os.Stdin
					os.Stdin, stdin = f, f
					code = run(args, &out, &errb)
					os.Stdin, stdin = old, old
					f.Close()
				} else {
					code = run(append(args, path), &out, &errb)
				}
				what := name + " show=" + map[bool]string{false: "no", true: "yes"}[show] + " stdin=" + map[bool]string{false: "no", true: "yes"}[viaStdin]
				require.Equal(t, wantCode, code, what)
				require.Equal(t, wantErr.String(), errb.String(), what)
				require.True(t, bytes.Equal(wantOut.Bytes(), out.Bytes()), "%s: stdout differs (%d vs %d bytes)", what, out.Len(), wantOut.Len())
			}
		}
	}
}
