package oracle

import "testing"

// TestStoredConst reads folded stores in the shapes nvdisasm 11.8 prints
// (taken from its output for sm_80/sm_90 kernels).
func TestStoredConst(t *testing.T) {
	sass := []byte(`.text.k0:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/                   IMAD.MOV.U32 R5, RZ, RZ, 0x7fffffff ;
        /*0020*/                   STG.E [R2.64], R5 ;
//--------------------- .text.k1 --------------------------
.text.k1:
        /*0000*/                   CS2R R4, SRZ ;
        /*0010*/                   STG.E.64 [R2.64], R4 ;
.text.k2:
        /*0000*/                   HFMA2.MMA R5, -RZ, RZ, 1.875, -0 ;
        /*0010*/                   STG.E [R2.64], R5 ;
.text.k3:
        /*0000*/                   FMNMX R5, R4, R6, !PT ;
        /*0010*/                   STG.E [R2.64], R5 ;
`)
	k := SASSKernels(sass)
	tests := []struct {
		n    int
		wide bool
		want uint64
		ok   bool
	}{
		{0, false, 0x7fffffff, true},
		{1, true, 0, true},
		{2, false, 0x3f808000, true},
		{3, false, 0, false},
	}
	for _, tt := range tests {
		got, ok := StoredConst(k[tt.n], tt.wide)
		if got != tt.want || ok != tt.ok {
			t.Errorf("k%d: got %#x, %v; want %#x, %v", tt.n, got, ok, tt.want, tt.ok)
		}
	}
}
