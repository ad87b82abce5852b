package amdgcn

import (
	"bytes"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// crLineInputs have carriage returns inside lines, which end a statement
// (and a comment) for llvm-mc-19's lexer as a newline does, without
// starting a new line number.
var crLineInputs = []string{
	"s_nop 0\rs_nop 1\n",
	"v_mov_b32 v0, v1\rbogus v1\rv_mov_b32 v2, v3 ; c\rv_mov_b32 v4, v5\n",
	"\rfoo\n\r\r\nx\ry\n",
	"s_nop 0\r\rs_nop 1\r\r\n\r\n",
	"  s_nop 2\r\t bad v1\r\n s_nop 3 // x\r  also bad\n",
	"a:\rs_nop 0\rb: s_nop 1\r\rc:\n",
	"\t\tbogus\r\tv_add_u32 v0, v1, v2 bogus\rs_nop 0\n",
	"s_nop 0\r", "\r", "\r\r", "bad\r", "s_nop 0\rbad",
	"v_mov_b32 v0, v1 ; c\rs_nop 4\rq\n", "# c\rs_nop 5\n",
	// the column after a statement ended by "\r\n" is that of the '\r'
	".set x\r\n", ".set x, 1 +\r\n",
}

// mcErrShownRe is one llvm-mc error: position, message, source line, caret line.
var mcErrShownRe = regexp.MustCompile(`(?m)^<stdin>:(\d+):(\d+): error: .*\n(.*)\n( *)\^$`)

type errShown struct {
	line, col int
	src       string
	caret     int
}

func errsShown(t *testing.T, stderr string) []errShown {
	var es []errShown
	for _, m := range mcErrShownRe.FindAllStringSubmatch(stderr, -1) {
		l, _ := strconv.Atoi(m[1])
		c, _ := strconv.Atoi(m[2])
		es = append(es, errShown{l, c, m[3], len(m[4])})
	}
	require.Equal(t, strings.Count(stderr, ": error: "), len(es), "every error has its source line and caret:\n%s", stderr)
	return es
}

// TestCRLines: on lines that carriage returns split, lowerc asm prints
// what llvm-mc-19 (run here on the same input) prints on stdout (each
// statement's instruction, an empty line for each blank statement), and
// reports errors at its positions: the line number counts newlines only,
// the column counts from the last newline or carriage return, and the
// source line shown runs from there to the next one, with the caret under
// the column.
func TestCRLines(t *testing.T) {
	mc := oracle.Require(t, oracle.LLVMMC)
	gen := mustGen(t, "gfx942")
	for _, src := range crLineInputs {
		t.Run(strconv.Quote(src), func(t *testing.T) {
			cmd := exec.Command(mc, append(mcArgs(gen), "-show-encoding")...)
			cmd.Stdin = strings.NewReader(src)
			var o, e bytes.Buffer
			cmd.Stdout, cmd.Stderr = &o, &e
			_ = cmd.Run() // exit status 1 on an error line
			for _, workers := range []int{1, 2} {
				var gb, pe bytes.Buffer
				gerr := AssembleListing(&gb, gen, "<stdin>", []byte(src), nil, true, workers)
				assert.Equal(t, o.String(), gb.String(), "stdout")
				printErrors(&pe, gerr, "<stdin>", []byte(src))
				assert.Equal(t, errsShown(t, e.String()), errsShown(t, pe.String()), "errors: line, column, source line, caret\nllvm-mc-19:\n%s\nlowerc:\n%s", e.String(), pe.String())
			}
		})
	}
}
