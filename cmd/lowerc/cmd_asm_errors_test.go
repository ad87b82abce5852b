package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/lowerc/lowerc/internal/diag"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// TestPrintAMDErrors: printing an error list 1024 errors at a time through
// one reused buffer gives what printing the whole converted list gives,
// for lists shorter than a piece, of exactly one, and of several pieces.
func TestPrintAMDErrors(t *testing.T) {
	var src strings.Builder
	var el amdgcn.ErrorList
	for i := 1; i <= 3000; i++ {
		src.WriteString("v_add_f32 v1, v2, v3 mul:3\n")
		if i%2 == 0 {
			el = append(el, &amdgcn.Error{Pos: amdgcn.Pos{Filename: "f.s", Line: i, Col: 1 + i%25}, Msg: "bad " + strings.Repeat("x", i%5)})
		}
	}
	for _, n := range []int{0, 1, 1023, 1024, 1025, len(el)} {
		var got, want strings.Builder
		printAMDErrors(&got, el[:n], "f.s", []byte(src.String()))
		assert.NoError(t, amdDiags(el[:n]).Fprint(&want, diag.Sources{"f.s": []byte(src.String())}))
		assert.Equal(t, want.String(), got.String(), "%d errors", n)
	}
}
