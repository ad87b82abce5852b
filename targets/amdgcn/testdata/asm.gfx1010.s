// Expected text and bytes from: llvm-mc-19 -triple=amdgcn -mcpu=gfx1010 -show-encoding; "// DIS:" is what llvm-mc-19 -disassemble prints for those bytes where it differs. Regenerate: go test ./targets/amdgcn -run TestGoldenAsm -update
global_load_dword v1, v0, s[0:1] offset:16 // global_load_dword v1, v0, s[0:1] offset:16 // 108030dc00000001
global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // 108034dc00000002
global_load_dwordx3 v[2:4], v0, s[0:1] offset:16 // global_load_dwordx3 v[2:4], v0, s[0:1] offset:16 // 10803cdc00000002
global_load_dwordx4 v[2:5], v0, s[0:1] offset:16 // global_load_dwordx4 v[2:5], v0, s[0:1] offset:16 // 108038dc00000002
global_load_ushort v1, v0, s[0:1] offset:16 // global_load_ushort v1, v0, s[0:1] offset:16 // 108028dc00000001
global_store_dword v0, v1, s[0:1] offset:16 // global_store_dword v0, v1, s[0:1] offset:16 // 108070dc00010000
global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // 108074dc00020000
global_store_dwordx3 v0, v[2:4], s[0:1] offset:16 // global_store_dwordx3 v0, v[2:4], s[0:1] offset:16 // 10807cdc00020000
global_store_dwordx4 v0, v[2:5], s[0:1] offset:16 // global_store_dwordx4 v0, v[2:5], s[0:1] offset:16 // 108078dc00020000
global_store_short v0, v1, s[0:1] offset:16 // global_store_short v0, v1, s[0:1] offset:16 // 108068dc00010000
s_add_i32 s2, s3, s4 // s_add_i32 s2, s3, s4 // 03040281
s_add_u32 s2, s3, s4 // s_add_u32 s2, s3, s4 // 03040280
s_addc_u32 s2, s3, s4 // s_addc_u32 s2, s3, s4 // 03040282
s_addk_i32 s5, 0x7fff // s_addk_i32 s5, 0x7fff // ff7f85b7
s_and_b32 s2, s3, s4 // s_and_b32 s2, s3, s4 // 03040287
s_and_b64 s[4:5], s[6:7], s[8:9] // s_and_b64 s[4:5], s[6:7], s[8:9] // 06088487
s_and_saveexec_b32 s2, s3 // s_and_saveexec_b32 s2, s3 // 033c82be
s_and_saveexec_b64 s[4:5], s[6:7] // s_and_saveexec_b64 s[4:5], s[6:7] // 062484be
s_andn2_b32 s2, s3, s4 // s_andn2_b32 s2, s3, s4 // 0304028a
s_andn2_b64 s[4:5], s[6:7], s[8:9] // s_andn2_b64 s[4:5], s[6:7], s[8:9] // 0608848a
s_andn2_saveexec_b32 s2, s3 // s_andn2_saveexec_b32 s2, s3 // 033f82be
s_andn2_saveexec_b64 s[4:5], s[6:7] // s_andn2_saveexec_b64 s[4:5], s[6:7] // 062784be
s_bitcmp0_b32 s3, s4 // s_bitcmp0_b32 s3, s4 // 03040cbf
s_bitcmp1_b32 s3, s4 // s_bitcmp1_b32 s3, s4 // 03040dbf
s_branch 3 // s_branch 3 // 030082bf
s_brev_b32 s2, s3 // s_brev_b32 s2, s3 // 030b82be
s_cbranch_execnz 3 // s_cbranch_execnz 3 // 030089bf
s_cbranch_execz 3 // s_cbranch_execz 3 // 030088bf
s_cbranch_scc0 3 // s_cbranch_scc0 3 // 030084bf
s_cbranch_scc1 3 // s_cbranch_scc1 3 // 030085bf
s_cbranch_vccnz 3 // s_cbranch_vccnz 3 // 030087bf
s_cbranch_vccz 3 // s_cbranch_vccz 3 // 030086bf
s_clause 1 // s_clause 0x1 // 0100a1bf
s_cmp_eq_u32 s3, s4 // s_cmp_eq_u32 s3, s4 // 030406bf
s_cmp_eq_u64 s[6:7], s[8:9] // s_cmp_eq_u64 s[6:7], s[8:9] // 060812bf
s_cmp_lg_u32 s3, s4 // s_cmp_lg_u32 s3, s4 // 030407bf
s_cmpk_eq_i32 s5, 0x7fff // s_cmpk_eq_i32 s5, 0x7fff // ff7f85b1
s_cmpk_eq_u32 s5, 0x7fff // s_cmpk_eq_u32 s5, 0x7fff // ff7f85b4
s_cmpk_ge_i32 s5, 0x7fff // s_cmpk_ge_i32 s5, 0x7fff // ff7f05b3
s_cmpk_ge_u32 s5, 0x7fff // s_cmpk_ge_u32 s5, 0x7fff // ff7f05b6
s_cmpk_gt_i32 s5, 0x7fff // s_cmpk_gt_i32 s5, 0x7fff // ff7f85b2
s_cmpk_gt_u32 s5, 0x7fff // s_cmpk_gt_u32 s5, 0x7fff // ff7f85b5
s_cmpk_le_i32 s5, 0x7fff // s_cmpk_le_i32 s5, 0x7fff // ff7f05b4
s_cmpk_le_u32 s5, 0x7fff // s_cmpk_le_u32 s5, 0x7fff // ff7f05b7
s_cmpk_lg_i32 s5, 0x7fff // s_cmpk_lg_i32 s5, 0x7fff // ff7f05b2
s_cmpk_lg_u32 s5, 0x7fff // s_cmpk_lg_u32 s5, 0x7fff // ff7f05b5
s_cmpk_lt_i32 s5, 0x7fff // s_cmpk_lt_i32 s5, 0x7fff // ff7f85b3
s_cmpk_lt_u32 s5, 0x7fff // s_cmpk_lt_u32 s5, 0x7fff // ff7f85b6
s_cselect_b32 s2, s3, s4 // s_cselect_b32 s2, s3, s4 // 03040285
s_cselect_b64 s[4:5], s[6:7], s[8:9] // s_cselect_b64 s[4:5], s[6:7], s[8:9] // 06088485
s_endpgm // s_endpgm // 000081bf
s_getpc_b64 s[4:5] // s_getpc_b64 s[4:5] // 001f84be
s_load_dword s0, s[4:5], 0x10 // s_load_dword s0, s[4:5], 0x10 // 020000f4100000fa
s_load_dwordx16 s[0:15], s[4:5], 0x10 // s_load_dwordx16 s[0:15], s[4:5], 0x10 // 020010f4100000fa
s_load_dwordx2 s[0:1], s[4:5], 0x10 // s_load_dwordx2 s[0:1], s[4:5], 0x10 // 020004f4100000fa
s_load_dwordx4 s[0:3], s[4:5], 0x10 // s_load_dwordx4 s[0:3], s[4:5], 0x10 // 020008f4100000fa
s_load_dwordx8 s[0:7], s[4:5], 0x10 // s_load_dwordx8 s[0:7], s[4:5], 0x10 // 02000cf4100000fa
s_lshl_b32 s2, s3, s4 // s_lshl_b32 s2, s3, s4 // 0304028f
s_lshl_b64 s[4:5], s[6:7], s4 // s_lshl_b64 s[4:5], s[6:7], s4 // 0604848f
s_lshr_b32 s2, s3, s4 // s_lshr_b32 s2, s3, s4 // 03040290
s_max_i32 s2, s3, s4 // s_max_i32 s2, s3, s4 // 03040284
s_max_u32 s2, s3, s4 // s_max_u32 s2, s3, s4 // 03048284
s_min_i32 s2, s3, s4 // s_min_i32 s2, s3, s4 // 03040283
s_min_u32 s2, s3, s4 // s_min_u32 s2, s3, s4 // 03048283
s_mov_b32 s2, s3 // s_mov_b32 s2, s3 // 030382be
s_mov_b64 s[4:5], s[6:7] // s_mov_b64 s[4:5], s[6:7] // 060484be
s_movk_i32 s5, 0x7fff // s_movk_i32 s5, 0x7fff // ff7f05b0
s_mul_hi_u32 s2, s3, s4 // s_mul_hi_u32 s2, s3, s4 // 0304829a
s_mul_i32 s2, s3, s4 // s_mul_i32 s2, s3, s4 // 03040293
s_mulk_i32 s5, 0x7fff // s_mulk_i32 s5, 0x7fff // ff7f05b8
s_nop 1 // s_nop 1 // 010080bf
s_or_b32 s2, s3, s4 // s_or_b32 s2, s3, s4 // 03040288
s_or_b64 s[4:5], s[6:7], s[8:9] // s_or_b64 s[4:5], s[6:7], s[8:9] // 06088488
s_or_saveexec_b32 s2, s3 // s_or_saveexec_b32 s2, s3 // 033d82be
s_or_saveexec_b64 s[4:5], s[6:7] // s_or_saveexec_b64 s[4:5], s[6:7] // 062584be
s_pack_hh_b32_b16 s2, s3, s4 // s_pack_hh_b32_b16 s2, s3, s4 // 0304029a
s_pack_lh_b32_b16 s2, s3, s4 // s_pack_lh_b32_b16 s2, s3, s4 // 03048299
s_pack_ll_b32_b16 s2, s3, s4 // s_pack_ll_b32_b16 s2, s3, s4 // 03040299
s_sendmsg sendmsg(MSG_INTERRUPT) // s_sendmsg sendmsg(MSG_INTERRUPT) // 010090bf
s_setpc_b64 s[6:7] // s_setpc_b64 s[6:7] // 062080be
s_sext_i32_i16 s2, s3 // s_sext_i32_i16 s2, s3 // 031a82be
s_sext_i32_i8 s2, s3 // s_sext_i32_i8 s2, s3 // 031982be
s_swappc_b64 s[4:5], s[6:7] // s_swappc_b64 s[4:5], s[6:7] // 062184be
s_waitcnt vmcnt(0) lgkmcnt(0) // s_waitcnt vmcnt(0) lgkmcnt(0) // 70008cbf
s_xor_b32 s2, s3, s4 // s_xor_b32 s2, s3, s4 // 03040289
s_xor_b64 s[4:5], s[6:7], s[8:9] // s_xor_b64 s[4:5], s[6:7], s[8:9] // 06088489
s_xor_saveexec_b32 s2, s3 // s_xor_saveexec_b32 s2, s3 // 033e82be
s_xor_saveexec_b64 s[4:5], s[6:7] // s_xor_saveexec_b64 s[4:5], s[6:7] // 062684be
v_add3_u32 v1, v2, v3, v4 // v_add3_u32 v1, v2, v3, v4 // 01006dd702071204
v_add3_u32_e64 v1, v2, v3, v4 // v_add3_u32 v1, v2, v3, v4 // 01006dd702071204
v_add_co_ci_u32 v1, vcc_lo, v2, v3, vcc_lo // v_add_co_ci_u32_e32 v1, vcc_lo, v2, v3, vcc_lo // 02070250
v_add_co_ci_u32_e64 v1, s10, v2, v3, s10 // v_add_co_ci_u32_e64 v1, s10, v2, v3, s10 // 010a28d502072a00
v_add_co_u32 v1, vcc_lo, v2, v3 // v_add_co_u32 v1, vcc_lo, v2, v3 // 016a0fd702070200
v_add_co_u32_e64 v1, s10, v2, v3 // v_add_co_u32 v1, s10, v2, v3 // 010a0fd702070200
v_add_lshl_u32 v1, v2, v3, v4 // v_add_lshl_u32 v1, v2, v3, v4 // 010047d702071204
v_add_lshl_u32_e64 v1, v2, v3, v4 // v_add_lshl_u32 v1, v2, v3, v4 // 010047d702071204
v_add_nc_u32 v1, v2, v3 // v_add_nc_u32_e32 v1, v2, v3 // 0207024a
v_add_nc_u32_dpp v1, v2, v3 // ERROR
v_add_nc_u32_e64 v1, v2, v3 // v_add_nc_u32_e64 v1, v2, v3 // 010025d502070200
v_add_nc_u32_sdwa v1, v2, v3 // v_add_nc_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906024a02160606
v_and_b32 v1, v2, v3 // v_and_b32_e32 v1, v2, v3 // 02070236
v_and_b32_dpp v1, v2, v3 // ERROR
v_and_b32_e64 v1, v2, v3 // v_and_b32_e64 v1, v2, v3 // 01001bd502070200
v_and_b32_sdwa v1, v2, v3 // v_and_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906023602160606
v_and_or_b32 v1, v2, v3, v4 // v_and_or_b32 v1, v2, v3, v4 // 010071d702071204
v_and_or_b32_e64 v1, v2, v3, v4 // v_and_or_b32 v1, v2, v3, v4 // 010071d702071204
v_bfe_u32 v1, v2, v3, v4 // v_bfe_u32 v1, v2, v3, v4 // 010048d502071204
v_bfe_u32_e64 v1, v2, v3, v4 // v_bfe_u32 v1, v2, v3, v4 // 010048d502071204
v_bfi_b32 v1, v2, v3, v4 // v_bfi_b32 v1, v2, v3, v4 // 01004ad502071204
v_bfi_b32_e64 v1, v2, v3, v4 // v_bfi_b32 v1, v2, v3, v4 // 01004ad502071204
v_bfrev_b32 v1, v2 // v_bfrev_b32_e32 v1, v2 // 0271027e
v_bfrev_b32_dpp v1, v2 // ERROR
v_bfrev_b32_e64 v1, v2 // v_bfrev_b32_e64 v1, v2 // 0100b8d502010000
v_bfrev_b32_sdwa v1, v2 // v_bfrev_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f970027e02160600
v_cmp_class_f16 vcc_lo, v2, v3 // v_cmp_class_f16_e32 vcc_lo, v2, v3 // 02071e7d
v_cmp_class_f16_e64 s10, v2, v3 // v_cmp_class_f16_e64 s10, v2, v3 // 0a008fd402070200
v_cmp_class_f16_sdwa vcc_lo, v2, v3 // v_cmp_class_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9061e7d02000606
v_cmp_class_f32 vcc_lo, v2, v3 // v_cmp_class_f32_e32 vcc_lo, v2, v3 // 0207107d
v_cmp_class_f32_e64 s10, v2, v3 // v_cmp_class_f32_e64 s10, v2, v3 // 0a0088d402070200
v_cmp_class_f32_sdwa vcc_lo, v2, v3 // v_cmp_class_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906107d02000606
v_cmp_class_f64 vcc_lo, v[4:5], v3 // v_cmp_class_f64_e32 vcc_lo, v[4:5], v3 // 0407507d
v_cmp_class_f64_e64 s10, v[4:5], v3 // v_cmp_class_f64_e64 s10, v[4:5], v3 // 0a00a8d404070200
v_cmp_eq_f16 vcc_lo, v2, v3 // v_cmp_eq_f16_e32 vcc_lo, v2, v3 // 0207947d
v_cmp_eq_f16_e64 s10, v2, v3 // v_cmp_eq_f16_e64 s10, v2, v3 // 0a00cad402070200
v_cmp_eq_f16_sdwa vcc_lo, v2, v3 // v_cmp_eq_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906947d02000606
v_cmp_eq_f32 vcc_lo, v2, v3 // v_cmp_eq_f32_e32 vcc_lo, v2, v3 // 0207047c
v_cmp_eq_f32_e64 s10, v2, v3 // v_cmp_eq_f32_e64 s10, v2, v3 // 0a0002d402070200
v_cmp_eq_f32_sdwa vcc_lo, v2, v3 // v_cmp_eq_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906047c02000606
v_cmp_eq_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_eq_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d447c
v_cmp_eq_f64_e64 s10, v[4:5], v[6:7] // v_cmp_eq_f64_e64 s10, v[4:5], v[6:7] // 0a0022d4040d0200
v_cmp_eq_i32 vcc_lo, v2, v3 // v_cmp_eq_i32_e32 vcc_lo, v2, v3 // 0207047d
v_cmp_eq_i32_e64 s10, v2, v3 // v_cmp_eq_i32_e64 s10, v2, v3 // 0a0082d402070200
v_cmp_eq_i32_sdwa vcc_lo, v2, v3 // v_cmp_eq_i32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906047d02000606
v_cmp_eq_u16 vcc_lo, v2, v3 // v_cmp_eq_u16_e32 vcc_lo, v2, v3 // 0207547d
v_cmp_eq_u16_e64 s10, v2, v3 // v_cmp_eq_u16_e64 s10, v2, v3 // 0a00aad402070200
v_cmp_eq_u16_sdwa vcc_lo, v2, v3 // v_cmp_eq_u16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906547d02000606
v_cmp_eq_u32 vcc_lo, v2, v3 // v_cmp_eq_u32_e32 vcc_lo, v2, v3 // 0207847d
v_cmp_eq_u32_e64 s10, v2, v3 // v_cmp_eq_u32_e64 s10, v2, v3 // 0a00c2d402070200
v_cmp_eq_u32_sdwa vcc_lo, v2, v3 // v_cmp_eq_u32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906847d02000606
v_cmp_eq_u64 vcc_lo, v[4:5], v[6:7] // v_cmp_eq_u64_e32 vcc_lo, v[4:5], v[6:7] // 040dc47d
v_cmp_eq_u64_e64 s10, v[4:5], v[6:7] // v_cmp_eq_u64_e64 s10, v[4:5], v[6:7] // 0a00e2d4040d0200
v_cmp_f_f16 vcc_lo, v2, v3 // v_cmp_f_f16_e32 vcc_lo, v2, v3 // 0207907d
v_cmp_f_f16_e64 s10, v2, v3 // v_cmp_f_f16_e64 s10, v2, v3 // 0a00c8d402070200
v_cmp_f_f16_sdwa vcc_lo, v2, v3 // v_cmp_f_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906907d02000606
v_cmp_f_f32 vcc_lo, v2, v3 // v_cmp_f_f32_e32 vcc_lo, v2, v3 // 0207007c
v_cmp_f_f32_e64 s10, v2, v3 // v_cmp_f_f32_e64 s10, v2, v3 // 0a0000d402070200
v_cmp_f_f32_sdwa vcc_lo, v2, v3 // v_cmp_f_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906007c02000606
v_cmp_f_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_f_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d407c
v_cmp_f_f64_e64 s10, v[4:5], v[6:7] // v_cmp_f_f64_e64 s10, v[4:5], v[6:7] // 0a0020d4040d0200
v_cmp_ge_f16 vcc_lo, v2, v3 // v_cmp_ge_f16_e32 vcc_lo, v2, v3 // 02079c7d
v_cmp_ge_f16_e64 s10, v2, v3 // v_cmp_ge_f16_e64 s10, v2, v3 // 0a00ced402070200
v_cmp_ge_f16_sdwa vcc_lo, v2, v3 // v_cmp_ge_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069c7d02000606
v_cmp_ge_f32 vcc_lo, v2, v3 // v_cmp_ge_f32_e32 vcc_lo, v2, v3 // 02070c7c
v_cmp_ge_f32_e64 s10, v2, v3 // v_cmp_ge_f32_e64 s10, v2, v3 // 0a0006d402070200
v_cmp_ge_f32_sdwa vcc_lo, v2, v3 // v_cmp_ge_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9060c7c02000606
v_cmp_ge_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_ge_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4c7c
v_cmp_ge_f64_e64 s10, v[4:5], v[6:7] // v_cmp_ge_f64_e64 s10, v[4:5], v[6:7] // 0a0026d4040d0200
v_cmp_ge_i32 vcc_lo, v2, v3 // v_cmp_ge_i32_e32 vcc_lo, v2, v3 // 02070c7d
v_cmp_ge_i32_e64 s10, v2, v3 // v_cmp_ge_i32_e64 s10, v2, v3 // 0a0086d402070200
v_cmp_ge_i32_sdwa vcc_lo, v2, v3 // v_cmp_ge_i32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9060c7d02000606
v_cmp_ge_u32 vcc_lo, v2, v3 // v_cmp_ge_u32_e32 vcc_lo, v2, v3 // 02078c7d
v_cmp_ge_u32_e64 s10, v2, v3 // v_cmp_ge_u32_e64 s10, v2, v3 // 0a00c6d402070200
v_cmp_ge_u32_sdwa vcc_lo, v2, v3 // v_cmp_ge_u32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068c7d02000606
v_cmp_gt_f16 vcc_lo, v2, v3 // v_cmp_gt_f16_e32 vcc_lo, v2, v3 // 0207987d
v_cmp_gt_f16_e64 s10, v2, v3 // v_cmp_gt_f16_e64 s10, v2, v3 // 0a00ccd402070200
v_cmp_gt_f16_sdwa vcc_lo, v2, v3 // v_cmp_gt_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906987d02000606
v_cmp_gt_f32 vcc_lo, v2, v3 // v_cmp_gt_f32_e32 vcc_lo, v2, v3 // 0207087c
v_cmp_gt_f32_e64 s10, v2, v3 // v_cmp_gt_f32_e64 s10, v2, v3 // 0a0004d402070200
v_cmp_gt_f32_sdwa vcc_lo, v2, v3 // v_cmp_gt_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906087c02000606
v_cmp_gt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_gt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d487c
v_cmp_gt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_gt_f64_e64 s10, v[4:5], v[6:7] // 0a0024d4040d0200
v_cmp_gt_i16 vcc_lo, v2, v3 // v_cmp_gt_i16_e32 vcc_lo, v2, v3 // 0207187d
v_cmp_gt_i16_e64 s10, v2, v3 // v_cmp_gt_i16_e64 s10, v2, v3 // 0a008cd402070200
v_cmp_gt_i16_sdwa vcc_lo, v2, v3 // v_cmp_gt_i16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906187d02000606
v_cmp_gt_i32 vcc_lo, v2, v3 // v_cmp_gt_i32_e32 vcc_lo, v2, v3 // 0207087d
v_cmp_gt_i32_e64 s10, v2, v3 // v_cmp_gt_i32_e64 s10, v2, v3 // 0a0084d402070200
v_cmp_gt_i32_sdwa vcc_lo, v2, v3 // v_cmp_gt_i32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906087d02000606
v_cmp_gt_i64 vcc_lo, v[4:5], v[6:7] // v_cmp_gt_i64_e32 vcc_lo, v[4:5], v[6:7] // 040d487d
v_cmp_gt_i64_e64 s10, v[4:5], v[6:7] // v_cmp_gt_i64_e64 s10, v[4:5], v[6:7] // 0a00a4d4040d0200
v_cmp_gt_u32 vcc_lo, v2, v3 // v_cmp_gt_u32_e32 vcc_lo, v2, v3 // 0207887d
v_cmp_gt_u32_e64 s10, v2, v3 // v_cmp_gt_u32_e64 s10, v2, v3 // 0a00c4d402070200
v_cmp_gt_u32_sdwa vcc_lo, v2, v3 // v_cmp_gt_u32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906887d02000606
v_cmp_gt_u64 vcc_lo, v[4:5], v[6:7] // v_cmp_gt_u64_e32 vcc_lo, v[4:5], v[6:7] // 040dc87d
v_cmp_gt_u64_e64 s10, v[4:5], v[6:7] // v_cmp_gt_u64_e64 s10, v[4:5], v[6:7] // 0a00e4d4040d0200
v_cmp_le_f16 vcc_lo, v2, v3 // v_cmp_le_f16_e32 vcc_lo, v2, v3 // 0207967d
v_cmp_le_f16_e64 s10, v2, v3 // v_cmp_le_f16_e64 s10, v2, v3 // 0a00cbd402070200
v_cmp_le_f16_sdwa vcc_lo, v2, v3 // v_cmp_le_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906967d02000606
v_cmp_le_f32 vcc_lo, v2, v3 // v_cmp_le_f32_e32 vcc_lo, v2, v3 // 0207067c
v_cmp_le_f32_e64 s10, v2, v3 // v_cmp_le_f32_e64 s10, v2, v3 // 0a0003d402070200
v_cmp_le_f32_sdwa vcc_lo, v2, v3 // v_cmp_le_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906067c02000606
v_cmp_le_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_le_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d467c
v_cmp_le_f64_e64 s10, v[4:5], v[6:7] // v_cmp_le_f64_e64 s10, v[4:5], v[6:7] // 0a0023d4040d0200
v_cmp_le_i32 vcc_lo, v2, v3 // v_cmp_le_i32_e32 vcc_lo, v2, v3 // 0207067d
v_cmp_le_i32_e64 s10, v2, v3 // v_cmp_le_i32_e64 s10, v2, v3 // 0a0083d402070200
v_cmp_le_i32_sdwa vcc_lo, v2, v3 // v_cmp_le_i32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906067d02000606
v_cmp_le_u32 vcc_lo, v2, v3 // v_cmp_le_u32_e32 vcc_lo, v2, v3 // 0207867d
v_cmp_le_u32_e64 s10, v2, v3 // v_cmp_le_u32_e64 s10, v2, v3 // 0a00c3d402070200
v_cmp_le_u32_sdwa vcc_lo, v2, v3 // v_cmp_le_u32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906867d02000606
v_cmp_lg_f16 vcc_lo, v2, v3 // v_cmp_lg_f16_e32 vcc_lo, v2, v3 // 02079a7d
v_cmp_lg_f16_e64 s10, v2, v3 // v_cmp_lg_f16_e64 s10, v2, v3 // 0a00cdd402070200
v_cmp_lg_f16_sdwa vcc_lo, v2, v3 // v_cmp_lg_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069a7d02000606
v_cmp_lg_f32 vcc_lo, v2, v3 // v_cmp_lg_f32_e32 vcc_lo, v2, v3 // 02070a7c
v_cmp_lg_f32_e64 s10, v2, v3 // v_cmp_lg_f32_e64 s10, v2, v3 // 0a0005d402070200
v_cmp_lg_f32_sdwa vcc_lo, v2, v3 // v_cmp_lg_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9060a7c02000606
v_cmp_lg_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_lg_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4a7c
v_cmp_lg_f64_e64 s10, v[4:5], v[6:7] // v_cmp_lg_f64_e64 s10, v[4:5], v[6:7] // 0a0025d4040d0200
v_cmp_lt_f16 vcc_lo, v2, v3 // v_cmp_lt_f16_e32 vcc_lo, v2, v3 // 0207927d
v_cmp_lt_f16_e64 s10, v2, v3 // v_cmp_lt_f16_e64 s10, v2, v3 // 0a00c9d402070200
v_cmp_lt_f16_sdwa vcc_lo, v2, v3 // v_cmp_lt_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906927d02000606
v_cmp_lt_f32 vcc_lo, v2, v3 // v_cmp_lt_f32_e32 vcc_lo, v2, v3 // 0207027c
v_cmp_lt_f32_e64 s10, v2, v3 // v_cmp_lt_f32_e64 s10, v2, v3 // 0a0001d402070200
v_cmp_lt_f32_sdwa vcc_lo, v2, v3 // v_cmp_lt_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906027c02000606
v_cmp_lt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_lt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d427c
v_cmp_lt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_lt_f64_e64 s10, v[4:5], v[6:7] // 0a0021d4040d0200
v_cmp_lt_i16 vcc_lo, v2, v3 // v_cmp_lt_i16_e32 vcc_lo, v2, v3 // 0207127d
v_cmp_lt_i16_e64 s10, v2, v3 // v_cmp_lt_i16_e64 s10, v2, v3 // 0a0089d402070200
v_cmp_lt_i16_sdwa vcc_lo, v2, v3 // v_cmp_lt_i16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906127d02000606
v_cmp_lt_i32 vcc_lo, v2, v3 // v_cmp_lt_i32_e32 vcc_lo, v2, v3 // 0207027d
v_cmp_lt_i32_e64 s10, v2, v3 // v_cmp_lt_i32_e64 s10, v2, v3 // 0a0081d402070200
v_cmp_lt_i32_sdwa vcc_lo, v2, v3 // v_cmp_lt_i32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906027d02000606
v_cmp_lt_i64 vcc_lo, v[4:5], v[6:7] // v_cmp_lt_i64_e32 vcc_lo, v[4:5], v[6:7] // 040d427d
v_cmp_lt_i64_e64 s10, v[4:5], v[6:7] // v_cmp_lt_i64_e64 s10, v[4:5], v[6:7] // 0a00a1d4040d0200
v_cmp_lt_u32 vcc_lo, v2, v3 // v_cmp_lt_u32_e32 vcc_lo, v2, v3 // 0207827d
v_cmp_lt_u32_e64 s10, v2, v3 // v_cmp_lt_u32_e64 s10, v2, v3 // 0a00c1d402070200
v_cmp_lt_u32_sdwa vcc_lo, v2, v3 // v_cmp_lt_u32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906827d02000606
v_cmp_lt_u64 vcc_lo, v[4:5], v[6:7] // v_cmp_lt_u64_e32 vcc_lo, v[4:5], v[6:7] // 040dc27d
v_cmp_lt_u64_e64 s10, v[4:5], v[6:7] // v_cmp_lt_u64_e64 s10, v[4:5], v[6:7] // 0a00e1d4040d0200
v_cmp_ne_i32 vcc_lo, v2, v3 // v_cmp_ne_i32_e32 vcc_lo, v2, v3 // 02070a7d
v_cmp_ne_i32_e64 s10, v2, v3 // v_cmp_ne_i32_e64 s10, v2, v3 // 0a0085d402070200
v_cmp_ne_i32_sdwa vcc_lo, v2, v3 // v_cmp_ne_i32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9060a7d02000606
v_cmp_ne_u32 vcc_lo, v2, v3 // v_cmp_ne_u32_e32 vcc_lo, v2, v3 // 02078a7d
v_cmp_ne_u32_e64 s10, v2, v3 // v_cmp_ne_u32_e64 s10, v2, v3 // 0a00c5d402070200
v_cmp_ne_u32_sdwa vcc_lo, v2, v3 // v_cmp_ne_u32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068a7d02000606
v_cmp_neq_f16 vcc_lo, v2, v3 // v_cmp_neq_f16_e32 vcc_lo, v2, v3 // 0207da7d
v_cmp_neq_f16_e64 s10, v2, v3 // v_cmp_neq_f16_e64 s10, v2, v3 // 0a00edd402070200
v_cmp_neq_f16_sdwa vcc_lo, v2, v3 // v_cmp_neq_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906da7d02000606
v_cmp_neq_f32 vcc_lo, v2, v3 // v_cmp_neq_f32_e32 vcc_lo, v2, v3 // 02071a7c
v_cmp_neq_f32_e64 s10, v2, v3 // v_cmp_neq_f32_e64 s10, v2, v3 // 0a000dd402070200
v_cmp_neq_f32_sdwa vcc_lo, v2, v3 // v_cmp_neq_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9061a7c02000606
v_cmp_neq_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_neq_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d5a7c
v_cmp_neq_f64_e64 s10, v[4:5], v[6:7] // v_cmp_neq_f64_e64 s10, v[4:5], v[6:7] // 0a002dd4040d0200
v_cmp_nge_f16 vcc_lo, v2, v3 // v_cmp_nge_f16_e32 vcc_lo, v2, v3 // 0207d27d
v_cmp_nge_f16_e64 s10, v2, v3 // v_cmp_nge_f16_e64 s10, v2, v3 // 0a00e9d402070200
v_cmp_nge_f16_sdwa vcc_lo, v2, v3 // v_cmp_nge_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906d27d02000606
v_cmp_nge_f32 vcc_lo, v2, v3 // v_cmp_nge_f32_e32 vcc_lo, v2, v3 // 0207127c
v_cmp_nge_f32_e64 s10, v2, v3 // v_cmp_nge_f32_e64 s10, v2, v3 // 0a0009d402070200
v_cmp_nge_f32_sdwa vcc_lo, v2, v3 // v_cmp_nge_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906127c02000606
v_cmp_nge_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nge_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d527c
v_cmp_nge_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nge_f64_e64 s10, v[4:5], v[6:7] // 0a0029d4040d0200
v_cmp_ngt_f16 vcc_lo, v2, v3 // v_cmp_ngt_f16_e32 vcc_lo, v2, v3 // 0207d67d
v_cmp_ngt_f16_e64 s10, v2, v3 // v_cmp_ngt_f16_e64 s10, v2, v3 // 0a00ebd402070200
v_cmp_ngt_f16_sdwa vcc_lo, v2, v3 // v_cmp_ngt_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906d67d02000606
v_cmp_ngt_f32 vcc_lo, v2, v3 // v_cmp_ngt_f32_e32 vcc_lo, v2, v3 // 0207167c
v_cmp_ngt_f32_e64 s10, v2, v3 // v_cmp_ngt_f32_e64 s10, v2, v3 // 0a000bd402070200
v_cmp_ngt_f32_sdwa vcc_lo, v2, v3 // v_cmp_ngt_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906167c02000606
v_cmp_ngt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_ngt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d567c
v_cmp_ngt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_ngt_f64_e64 s10, v[4:5], v[6:7] // 0a002bd4040d0200
v_cmp_nle_f16 vcc_lo, v2, v3 // v_cmp_nle_f16_e32 vcc_lo, v2, v3 // 0207d87d
v_cmp_nle_f16_e64 s10, v2, v3 // v_cmp_nle_f16_e64 s10, v2, v3 // 0a00ecd402070200
v_cmp_nle_f16_sdwa vcc_lo, v2, v3 // v_cmp_nle_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906d87d02000606
v_cmp_nle_f32 vcc_lo, v2, v3 // v_cmp_nle_f32_e32 vcc_lo, v2, v3 // 0207187c
v_cmp_nle_f32_e64 s10, v2, v3 // v_cmp_nle_f32_e64 s10, v2, v3 // 0a000cd402070200
v_cmp_nle_f32_sdwa vcc_lo, v2, v3 // v_cmp_nle_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906187c02000606
v_cmp_nle_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nle_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d587c
v_cmp_nle_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nle_f64_e64 s10, v[4:5], v[6:7] // 0a002cd4040d0200
v_cmp_nlg_f16 vcc_lo, v2, v3 // v_cmp_nlg_f16_e32 vcc_lo, v2, v3 // 0207d47d
v_cmp_nlg_f16_e64 s10, v2, v3 // v_cmp_nlg_f16_e64 s10, v2, v3 // 0a00ead402070200
v_cmp_nlg_f16_sdwa vcc_lo, v2, v3 // v_cmp_nlg_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906d47d02000606
v_cmp_nlg_f32 vcc_lo, v2, v3 // v_cmp_nlg_f32_e32 vcc_lo, v2, v3 // 0207147c
v_cmp_nlg_f32_e64 s10, v2, v3 // v_cmp_nlg_f32_e64 s10, v2, v3 // 0a000ad402070200
v_cmp_nlg_f32_sdwa vcc_lo, v2, v3 // v_cmp_nlg_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906147c02000606
v_cmp_nlg_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nlg_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d547c
v_cmp_nlg_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nlg_f64_e64 s10, v[4:5], v[6:7] // 0a002ad4040d0200
v_cmp_nlt_f16 vcc_lo, v2, v3 // v_cmp_nlt_f16_e32 vcc_lo, v2, v3 // 0207dc7d
v_cmp_nlt_f16_e64 s10, v2, v3 // v_cmp_nlt_f16_e64 s10, v2, v3 // 0a00eed402070200
v_cmp_nlt_f16_sdwa vcc_lo, v2, v3 // v_cmp_nlt_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906dc7d02000606
v_cmp_nlt_f32 vcc_lo, v2, v3 // v_cmp_nlt_f32_e32 vcc_lo, v2, v3 // 02071c7c
v_cmp_nlt_f32_e64 s10, v2, v3 // v_cmp_nlt_f32_e64 s10, v2, v3 // 0a000ed402070200
v_cmp_nlt_f32_sdwa vcc_lo, v2, v3 // v_cmp_nlt_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9061c7c02000606
v_cmp_nlt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nlt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d5c7c
v_cmp_nlt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nlt_f64_e64 s10, v[4:5], v[6:7] // 0a002ed4040d0200
v_cmp_o_f16 vcc_lo, v2, v3 // v_cmp_o_f16_e32 vcc_lo, v2, v3 // 02079e7d
v_cmp_o_f16_e64 s10, v2, v3 // v_cmp_o_f16_e64 s10, v2, v3 // 0a00cfd402070200
v_cmp_o_f16_sdwa vcc_lo, v2, v3 // v_cmp_o_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069e7d02000606
v_cmp_o_f32 vcc_lo, v2, v3 // v_cmp_o_f32_e32 vcc_lo, v2, v3 // 02070e7c
v_cmp_o_f32_e64 s10, v2, v3 // v_cmp_o_f32_e64 s10, v2, v3 // 0a0007d402070200
v_cmp_o_f32_sdwa vcc_lo, v2, v3 // v_cmp_o_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9060e7c02000606
v_cmp_o_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_o_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4e7c
v_cmp_o_f64_e64 s10, v[4:5], v[6:7] // v_cmp_o_f64_e64 s10, v[4:5], v[6:7] // 0a0027d4040d0200
v_cmp_tru_f16 vcc_lo, v2, v3 // v_cmp_tru_f16_e32 vcc_lo, v2, v3 // 0207de7d
v_cmp_tru_f16_e64 s10, v2, v3 // v_cmp_tru_f16_e64 s10, v2, v3 // 0a00efd402070200
v_cmp_tru_f16_sdwa vcc_lo, v2, v3 // v_cmp_tru_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906de7d02000606
v_cmp_tru_f32 vcc_lo, v2, v3 // v_cmp_tru_f32_e32 vcc_lo, v2, v3 // 02071e7c
v_cmp_tru_f32_e64 s10, v2, v3 // v_cmp_tru_f32_e64 s10, v2, v3 // 0a000fd402070200
v_cmp_tru_f32_sdwa vcc_lo, v2, v3 // v_cmp_tru_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9061e7c02000606
v_cmp_tru_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_tru_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d5e7c
v_cmp_tru_f64_e64 s10, v[4:5], v[6:7] // v_cmp_tru_f64_e64 s10, v[4:5], v[6:7] // 0a002fd4040d0200
v_cmp_u_f16 vcc_lo, v2, v3 // v_cmp_u_f16_e32 vcc_lo, v2, v3 // 0207d07d
v_cmp_u_f16_e64 s10, v2, v3 // v_cmp_u_f16_e64 s10, v2, v3 // 0a00e8d402070200
v_cmp_u_f16_sdwa vcc_lo, v2, v3 // v_cmp_u_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906d07d02000606
v_cmp_u_f32 vcc_lo, v2, v3 // v_cmp_u_f32_e32 vcc_lo, v2, v3 // 0207107c
v_cmp_u_f32_e64 s10, v2, v3 // v_cmp_u_f32_e64 s10, v2, v3 // 0a0008d402070200
v_cmp_u_f32_sdwa vcc_lo, v2, v3 // v_cmp_u_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906107c02000606
v_cmp_u_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_u_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d507c
v_cmp_u_f64_e64 s10, v[4:5], v[6:7] // v_cmp_u_f64_e64 s10, v[4:5], v[6:7] // 0a0028d4040d0200
v_cmpx_eq_f16 v2, v3 // v_cmpx_eq_f16_e32 v2, v3 // 0207b47d
v_cmpx_eq_f16_e64 v2, v3 // v_cmpx_eq_f16_e64 v2, v3 // 7e00dad402070200
v_cmpx_eq_f32 v2, v3 // v_cmpx_eq_f32_e32 v2, v3 // 0207247c
v_cmpx_eq_f32_e64 v2, v3 // v_cmpx_eq_f32_e64 v2, v3 // 7e0012d402070200
v_cmpx_eq_f64 v[4:5], v[6:7] // v_cmpx_eq_f64_e32 v[4:5], v[6:7] // 040d647c
v_cmpx_eq_f64_e64 v[4:5], v[6:7] // v_cmpx_eq_f64_e64 v[4:5], v[6:7] // 7e0032d4040d0200
v_cmpx_eq_i32 v2, v3 // v_cmpx_eq_i32_e32 v2, v3 // 0207247d
v_cmpx_eq_i32_e64 v2, v3 // v_cmpx_eq_i32_e64 v2, v3 // 7e0092d402070200
v_cmpx_eq_u32 v2, v3 // v_cmpx_eq_u32_e32 v2, v3 // 0207a47d
v_cmpx_eq_u32_e64 v2, v3 // v_cmpx_eq_u32_e64 v2, v3 // 7e00d2d402070200
v_cmpx_ge_f16 v2, v3 // v_cmpx_ge_f16_e32 v2, v3 // 0207bc7d
v_cmpx_ge_f16_e64 v2, v3 // v_cmpx_ge_f16_e64 v2, v3 // 7e00ded402070200
v_cmpx_ge_f32 v2, v3 // v_cmpx_ge_f32_e32 v2, v3 // 02072c7c
v_cmpx_ge_f32_e64 v2, v3 // v_cmpx_ge_f32_e64 v2, v3 // 7e0016d402070200
v_cmpx_ge_f64 v[4:5], v[6:7] // v_cmpx_ge_f64_e32 v[4:5], v[6:7] // 040d6c7c
v_cmpx_ge_f64_e64 v[4:5], v[6:7] // v_cmpx_ge_f64_e64 v[4:5], v[6:7] // 7e0036d4040d0200
v_cmpx_ge_i32 v2, v3 // v_cmpx_ge_i32_e32 v2, v3 // 02072c7d
v_cmpx_ge_i32_e64 v2, v3 // v_cmpx_ge_i32_e64 v2, v3 // 7e0096d402070200
v_cmpx_ge_u32 v2, v3 // v_cmpx_ge_u32_e32 v2, v3 // 0207ac7d
v_cmpx_ge_u32_e64 v2, v3 // v_cmpx_ge_u32_e64 v2, v3 // 7e00d6d402070200
v_cmpx_gt_f16 v2, v3 // v_cmpx_gt_f16_e32 v2, v3 // 0207b87d
v_cmpx_gt_f16_e64 v2, v3 // v_cmpx_gt_f16_e64 v2, v3 // 7e00dcd402070200
v_cmpx_gt_f32 v2, v3 // v_cmpx_gt_f32_e32 v2, v3 // 0207287c
v_cmpx_gt_f32_e64 v2, v3 // v_cmpx_gt_f32_e64 v2, v3 // 7e0014d402070200
v_cmpx_gt_f64 v[4:5], v[6:7] // v_cmpx_gt_f64_e32 v[4:5], v[6:7] // 040d687c
v_cmpx_gt_f64_e64 v[4:5], v[6:7] // v_cmpx_gt_f64_e64 v[4:5], v[6:7] // 7e0034d4040d0200
v_cmpx_gt_i32 v2, v3 // v_cmpx_gt_i32_e32 v2, v3 // 0207287d
v_cmpx_gt_i32_e64 v2, v3 // v_cmpx_gt_i32_e64 v2, v3 // 7e0094d402070200
v_cmpx_gt_u32 v2, v3 // v_cmpx_gt_u32_e32 v2, v3 // 0207a87d
v_cmpx_gt_u32_e64 v2, v3 // v_cmpx_gt_u32_e64 v2, v3 // 7e00d4d402070200
v_cmpx_le_f16 v2, v3 // v_cmpx_le_f16_e32 v2, v3 // 0207b67d
v_cmpx_le_f16_e64 v2, v3 // v_cmpx_le_f16_e64 v2, v3 // 7e00dbd402070200
v_cmpx_le_f32 v2, v3 // v_cmpx_le_f32_e32 v2, v3 // 0207267c
v_cmpx_le_f32_e64 v2, v3 // v_cmpx_le_f32_e64 v2, v3 // 7e0013d402070200
v_cmpx_le_f64 v[4:5], v[6:7] // v_cmpx_le_f64_e32 v[4:5], v[6:7] // 040d667c
v_cmpx_le_f64_e64 v[4:5], v[6:7] // v_cmpx_le_f64_e64 v[4:5], v[6:7] // 7e0033d4040d0200
v_cmpx_le_i32 v2, v3 // v_cmpx_le_i32_e32 v2, v3 // 0207267d
v_cmpx_le_i32_e64 v2, v3 // v_cmpx_le_i32_e64 v2, v3 // 7e0093d402070200
v_cmpx_le_u32 v2, v3 // v_cmpx_le_u32_e32 v2, v3 // 0207a67d
v_cmpx_le_u32_e64 v2, v3 // v_cmpx_le_u32_e64 v2, v3 // 7e00d3d402070200
v_cmpx_lg_f16 v2, v3 // v_cmpx_lg_f16_e32 v2, v3 // 0207ba7d
v_cmpx_lg_f16_e64 v2, v3 // v_cmpx_lg_f16_e64 v2, v3 // 7e00ddd402070200
v_cmpx_lg_f32 v2, v3 // v_cmpx_lg_f32_e32 v2, v3 // 02072a7c
v_cmpx_lg_f32_e64 v2, v3 // v_cmpx_lg_f32_e64 v2, v3 // 7e0015d402070200
v_cmpx_lg_f64 v[4:5], v[6:7] // v_cmpx_lg_f64_e32 v[4:5], v[6:7] // 040d6a7c
v_cmpx_lg_f64_e64 v[4:5], v[6:7] // v_cmpx_lg_f64_e64 v[4:5], v[6:7] // 7e0035d4040d0200
v_cmpx_lt_f16 v2, v3 // v_cmpx_lt_f16_e32 v2, v3 // 0207b27d
v_cmpx_lt_f16_e64 v2, v3 // v_cmpx_lt_f16_e64 v2, v3 // 7e00d9d402070200
v_cmpx_lt_f32 v2, v3 // v_cmpx_lt_f32_e32 v2, v3 // 0207227c
v_cmpx_lt_f32_e64 v2, v3 // v_cmpx_lt_f32_e64 v2, v3 // 7e0011d402070200
v_cmpx_lt_f64 v[4:5], v[6:7] // v_cmpx_lt_f64_e32 v[4:5], v[6:7] // 040d627c
v_cmpx_lt_f64_e64 v[4:5], v[6:7] // v_cmpx_lt_f64_e64 v[4:5], v[6:7] // 7e0031d4040d0200
v_cmpx_lt_i32 v2, v3 // v_cmpx_lt_i32_e32 v2, v3 // 0207227d
v_cmpx_lt_i32_e64 v2, v3 // v_cmpx_lt_i32_e64 v2, v3 // 7e0091d402070200
v_cmpx_lt_u32 v2, v3 // v_cmpx_lt_u32_e32 v2, v3 // 0207a27d
v_cmpx_lt_u32_e64 v2, v3 // v_cmpx_lt_u32_e64 v2, v3 // 7e00d1d402070200
v_cmpx_ne_i32 v2, v3 // v_cmpx_ne_i32_e32 v2, v3 // 02072a7d
v_cmpx_ne_i32_e64 v2, v3 // v_cmpx_ne_i32_e64 v2, v3 // 7e0095d402070200
v_cmpx_ne_u32 v2, v3 // v_cmpx_ne_u32_e32 v2, v3 // 0207aa7d
v_cmpx_ne_u32_e64 v2, v3 // v_cmpx_ne_u32_e64 v2, v3 // 7e00d5d402070200
v_cmpx_neq_f16 v2, v3 // v_cmpx_neq_f16_e32 v2, v3 // 0207fa7d
v_cmpx_neq_f16_e64 v2, v3 // v_cmpx_neq_f16_e64 v2, v3 // 7e00fdd402070200
v_cmpx_neq_f32 v2, v3 // v_cmpx_neq_f32_e32 v2, v3 // 02073a7c
v_cmpx_neq_f32_e64 v2, v3 // v_cmpx_neq_f32_e64 v2, v3 // 7e001dd402070200
v_cmpx_neq_f64 v[4:5], v[6:7] // v_cmpx_neq_f64_e32 v[4:5], v[6:7] // 040d7a7c
v_cmpx_neq_f64_e64 v[4:5], v[6:7] // v_cmpx_neq_f64_e64 v[4:5], v[6:7] // 7e003dd4040d0200
v_cmpx_nge_f16 v2, v3 // v_cmpx_nge_f16_e32 v2, v3 // 0207f27d
v_cmpx_nge_f16_e64 v2, v3 // v_cmpx_nge_f16_e64 v2, v3 // 7e00f9d402070200
v_cmpx_nge_f32 v2, v3 // v_cmpx_nge_f32_e32 v2, v3 // 0207327c
v_cmpx_nge_f32_e64 v2, v3 // v_cmpx_nge_f32_e64 v2, v3 // 7e0019d402070200
v_cmpx_nge_f64 v[4:5], v[6:7] // v_cmpx_nge_f64_e32 v[4:5], v[6:7] // 040d727c
v_cmpx_nge_f64_e64 v[4:5], v[6:7] // v_cmpx_nge_f64_e64 v[4:5], v[6:7] // 7e0039d4040d0200
v_cmpx_ngt_f16 v2, v3 // v_cmpx_ngt_f16_e32 v2, v3 // 0207f67d
v_cmpx_ngt_f16_e64 v2, v3 // v_cmpx_ngt_f16_e64 v2, v3 // 7e00fbd402070200
v_cmpx_ngt_f32 v2, v3 // v_cmpx_ngt_f32_e32 v2, v3 // 0207367c
v_cmpx_ngt_f32_e64 v2, v3 // v_cmpx_ngt_f32_e64 v2, v3 // 7e001bd402070200
v_cmpx_ngt_f64 v[4:5], v[6:7] // v_cmpx_ngt_f64_e32 v[4:5], v[6:7] // 040d767c
v_cmpx_ngt_f64_e64 v[4:5], v[6:7] // v_cmpx_ngt_f64_e64 v[4:5], v[6:7] // 7e003bd4040d0200
v_cmpx_nle_f16 v2, v3 // v_cmpx_nle_f16_e32 v2, v3 // 0207f87d
v_cmpx_nle_f16_e64 v2, v3 // v_cmpx_nle_f16_e64 v2, v3 // 7e00fcd402070200
v_cmpx_nle_f32 v2, v3 // v_cmpx_nle_f32_e32 v2, v3 // 0207387c
v_cmpx_nle_f32_e64 v2, v3 // v_cmpx_nle_f32_e64 v2, v3 // 7e001cd402070200
v_cmpx_nle_f64 v[4:5], v[6:7] // v_cmpx_nle_f64_e32 v[4:5], v[6:7] // 040d787c
v_cmpx_nle_f64_e64 v[4:5], v[6:7] // v_cmpx_nle_f64_e64 v[4:5], v[6:7] // 7e003cd4040d0200
v_cmpx_nlg_f16 v2, v3 // v_cmpx_nlg_f16_e32 v2, v3 // 0207f47d
v_cmpx_nlg_f16_e64 v2, v3 // v_cmpx_nlg_f16_e64 v2, v3 // 7e00fad402070200
v_cmpx_nlg_f32 v2, v3 // v_cmpx_nlg_f32_e32 v2, v3 // 0207347c
v_cmpx_nlg_f32_e64 v2, v3 // v_cmpx_nlg_f32_e64 v2, v3 // 7e001ad402070200
v_cmpx_nlg_f64 v[4:5], v[6:7] // v_cmpx_nlg_f64_e32 v[4:5], v[6:7] // 040d747c
v_cmpx_nlg_f64_e64 v[4:5], v[6:7] // v_cmpx_nlg_f64_e64 v[4:5], v[6:7] // 7e003ad4040d0200
v_cmpx_nlt_f16 v2, v3 // v_cmpx_nlt_f16_e32 v2, v3 // 0207fc7d
v_cmpx_nlt_f16_e64 v2, v3 // v_cmpx_nlt_f16_e64 v2, v3 // 7e00fed402070200
v_cmpx_nlt_f32 v2, v3 // v_cmpx_nlt_f32_e32 v2, v3 // 02073c7c
v_cmpx_nlt_f32_e64 v2, v3 // v_cmpx_nlt_f32_e64 v2, v3 // 7e001ed402070200
v_cmpx_nlt_f64 v[4:5], v[6:7] // v_cmpx_nlt_f64_e32 v[4:5], v[6:7] // 040d7c7c
v_cmpx_nlt_f64_e64 v[4:5], v[6:7] // v_cmpx_nlt_f64_e64 v[4:5], v[6:7] // 7e003ed4040d0200
v_cndmask_b32 v1, v2, v3, vcc_lo // v_cndmask_b32_e32 v1, v2, v3, vcc_lo // 02070202
v_cndmask_b32_dpp v1, v2, v3, vcc_lo // ERROR
v_cndmask_b32_e64 v1, v2, v3, s10 // v_cndmask_b32_e64 v1, v2, v3, s10 // 010001d502072a00
v_cndmask_b32_sdwa v1, v2, v3, vcc_lo // v_cndmask_b32_sdwa v1, v2, v3, vcc_lo dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906020202160606
v_cvt_f16_f32 v1, v2 // v_cvt_f16_f32_e32 v1, v2 // 0215027e
v_cvt_f16_f32_dpp v1, v2 // ERROR
v_cvt_f16_f32_e64 v1, v2 // v_cvt_f16_f32_e64 v1, v2 // 01008ad502010000
v_cvt_f16_f32_sdwa v1, v2 // v_cvt_f16_f32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f914027e02160600
v_cvt_f32_f16 v1, v2 // v_cvt_f32_f16_e32 v1, v2 // 0217027e
v_cvt_f32_f16_dpp v1, v2 // ERROR
v_cvt_f32_f16_e64 v1, v2 // v_cvt_f32_f16_e64 v1, v2 // 01008bd502010000
v_cvt_f32_f16_sdwa v1, v2 // v_cvt_f32_f16_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f916027e02160600
v_lshl_add_u32 v1, v2, v3, v4 // v_lshl_add_u32 v1, v2, v3, v4 // 010046d702071204
v_lshl_add_u32_e64 v1, v2, v3, v4 // v_lshl_add_u32 v1, v2, v3, v4 // 010046d702071204
v_lshl_or_b32 v1, v2, v3, v4 // v_lshl_or_b32 v1, v2, v3, v4 // 01006fd702071204
v_lshl_or_b32_e64 v1, v2, v3, v4 // v_lshl_or_b32 v1, v2, v3, v4 // 01006fd702071204
v_lshlrev_b16 v1, v2, v3 // v_lshlrev_b16 v1, v2, v3 // 010014d702070200
v_lshlrev_b16_e64 v1, v2, v3 // v_lshlrev_b16 v1, v2, v3 // 010014d702070200
v_lshlrev_b32 v1, v2, v3 // v_lshlrev_b32_e32 v1, v2, v3 // 02070234
v_lshlrev_b32_dpp v1, v2, v3 // ERROR
v_lshlrev_b32_e64 v1, v2, v3 // v_lshlrev_b32_e64 v1, v2, v3 // 01001ad502070200
v_lshlrev_b32_sdwa v1, v2, v3 // v_lshlrev_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906023402160606
v_lshlrev_b64 v[2:3], v2, v[6:7] // v_lshlrev_b64 v[2:3], v2, v[6:7] // 0200ffd6020d0200
v_lshlrev_b64_e64 v[2:3], v2, v[6:7] // v_lshlrev_b64 v[2:3], v2, v[6:7] // 0200ffd6020d0200
v_lshrrev_b32 v1, v2, v3 // v_lshrrev_b32_e32 v1, v2, v3 // 0207022c
v_lshrrev_b32_dpp v1, v2, v3 // ERROR
v_lshrrev_b32_e64 v1, v2, v3 // v_lshrrev_b32_e64 v1, v2, v3 // 010016d502070200
v_lshrrev_b32_sdwa v1, v2, v3 // v_lshrrev_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022c02160606
v_mad_u64_u32 v[2:3], vcc_lo, v2, v3, v[4:5] // v_mad_u64_u32 v[2:3], vcc_lo, v2, v3, v[4:5] // 026a76d502071204
v_mad_u64_u32_e64 v[2:3], s10, v2, v3, v[4:5] // v_mad_u64_u32 v[2:3], s10, v2, v3, v[4:5] // 020a76d502071204
v_max3_f16 v1, v2, v3, v4 // v_max3_f16 v1, v2, v3, v4 // 010054d702071204
v_max3_f16_e64 v1, v2, v3, v4 // v_max3_f16 v1, v2, v3, v4 // 010054d702071204
v_max3_f32 v1, v2, v3, v4 // v_max3_f32 v1, v2, v3, v4 // 010054d502071204
v_max3_f32_e64 v1, v2, v3, v4 // v_max3_f32 v1, v2, v3, v4 // 010054d502071204
v_max3_i16 v1, v2, v3, v4 // v_max3_i16 v1, v2, v3, v4 // 010055d702071204
v_max3_i16_e64 v1, v2, v3, v4 // v_max3_i16 v1, v2, v3, v4 // 010055d702071204
v_max3_i32 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 010055d502071204
v_max3_i32_e64 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 010055d502071204
v_max3_u16 v1, v2, v3, v4 // v_max3_u16 v1, v2, v3, v4 // 010056d702071204
v_max3_u16_e64 v1, v2, v3, v4 // v_max3_u16 v1, v2, v3, v4 // 010056d702071204
v_max3_u32 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 010056d502071204
v_max3_u32_e64 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 010056d502071204
v_max_f16 v1, v2, v3 // v_max_f16_e32 v1, v2, v3 // 02070272
v_max_f16_dpp v1, v2, v3 // ERROR
v_max_f16_e64 v1, v2, v3 // v_max_f16_e64 v1, v2, v3 // 010039d502070200
v_max_f16_sdwa v1, v2, v3 // v_max_f16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906027202160606
v_max_f32 v1, v2, v3 // v_max_f32_e32 v1, v2, v3 // 02070220
v_max_f32_dpp v1, v2, v3 // ERROR
v_max_f32_e64 v1, v2, v3 // v_max_f32_e64 v1, v2, v3 // 010010d502070200
v_max_f32_sdwa v1, v2, v3 // v_max_f32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022002160606
v_max_f64 v[2:3], v[4:5], v[6:7] // v_max_f64 v[2:3], v[4:5], v[6:7] // 020067d5040d0200
v_max_f64_e64 v[2:3], v[4:5], v[6:7] // v_max_f64 v[2:3], v[4:5], v[6:7] // 020067d5040d0200
v_max_i16 v1, v2, v3 // v_max_i16 v1, v2, v3 // 01000ad702070200
v_max_i16_e64 v1, v2, v3 // v_max_i16 v1, v2, v3 // 01000ad702070200
v_max_i32 v1, v2, v3 // v_max_i32_e32 v1, v2, v3 // 02070224
v_max_i32_dpp v1, v2, v3 // ERROR
v_max_i32_e64 v1, v2, v3 // v_max_i32_e64 v1, v2, v3 // 010012d502070200
v_max_i32_sdwa v1, v2, v3 // v_max_i32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022402160606
v_max_u16 v1, v2, v3 // v_max_u16 v1, v2, v3 // 010009d702070200
v_max_u16_e64 v1, v2, v3 // v_max_u16 v1, v2, v3 // 010009d702070200
v_max_u32 v1, v2, v3 // v_max_u32_e32 v1, v2, v3 // 02070228
v_max_u32_dpp v1, v2, v3 // ERROR
v_max_u32_e64 v1, v2, v3 // v_max_u32_e64 v1, v2, v3 // 010014d502070200
v_max_u32_sdwa v1, v2, v3 // v_max_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022802160606
v_med3_f16 v1, v2, v3, v4 // v_med3_f16 v1, v2, v3, v4 // 010057d702071204
v_med3_f16_e64 v1, v2, v3, v4 // v_med3_f16 v1, v2, v3, v4 // 010057d702071204
v_med3_f32 v1, v2, v3, v4 // v_med3_f32 v1, v2, v3, v4 // 010057d502071204
v_med3_f32_e64 v1, v2, v3, v4 // v_med3_f32 v1, v2, v3, v4 // 010057d502071204
v_med3_i16 v1, v2, v3, v4 // v_med3_i16 v1, v2, v3, v4 // 010058d702071204
v_med3_i16_e64 v1, v2, v3, v4 // v_med3_i16 v1, v2, v3, v4 // 010058d702071204
v_med3_i32 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 010058d502071204
v_med3_i32_e64 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 010058d502071204
v_med3_u16 v1, v2, v3, v4 // v_med3_u16 v1, v2, v3, v4 // 010059d702071204
v_med3_u16_e64 v1, v2, v3, v4 // v_med3_u16 v1, v2, v3, v4 // 010059d702071204
v_med3_u32 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 010059d502071204
v_med3_u32_e64 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 010059d502071204
v_min3_f16 v1, v2, v3, v4 // v_min3_f16 v1, v2, v3, v4 // 010051d702071204
v_min3_f16_e64 v1, v2, v3, v4 // v_min3_f16 v1, v2, v3, v4 // 010051d702071204
v_min3_f32 v1, v2, v3, v4 // v_min3_f32 v1, v2, v3, v4 // 010051d502071204
v_min3_f32_e64 v1, v2, v3, v4 // v_min3_f32 v1, v2, v3, v4 // 010051d502071204
v_min3_i16 v1, v2, v3, v4 // v_min3_i16 v1, v2, v3, v4 // 010052d702071204
v_min3_i16_e64 v1, v2, v3, v4 // v_min3_i16 v1, v2, v3, v4 // 010052d702071204
v_min3_i32 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 010052d502071204
v_min3_i32_e64 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 010052d502071204
v_min3_u16 v1, v2, v3, v4 // v_min3_u16 v1, v2, v3, v4 // 010053d702071204
v_min3_u16_e64 v1, v2, v3, v4 // v_min3_u16 v1, v2, v3, v4 // 010053d702071204
v_min3_u32 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 010053d502071204
v_min3_u32_e64 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 010053d502071204
v_min_f16 v1, v2, v3 // v_min_f16_e32 v1, v2, v3 // 02070274
v_min_f16_dpp v1, v2, v3 // ERROR
v_min_f16_e64 v1, v2, v3 // v_min_f16_e64 v1, v2, v3 // 01003ad502070200
v_min_f16_sdwa v1, v2, v3 // v_min_f16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906027402160606
v_min_f32 v1, v2, v3 // v_min_f32_e32 v1, v2, v3 // 0207021e
v_min_f32_dpp v1, v2, v3 // ERROR
v_min_f32_e64 v1, v2, v3 // v_min_f32_e64 v1, v2, v3 // 01000fd502070200
v_min_f32_sdwa v1, v2, v3 // v_min_f32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021e02160606
v_min_f64 v[2:3], v[4:5], v[6:7] // v_min_f64 v[2:3], v[4:5], v[6:7] // 020066d5040d0200
v_min_f64_e64 v[2:3], v[4:5], v[6:7] // v_min_f64 v[2:3], v[4:5], v[6:7] // 020066d5040d0200
v_min_i16 v1, v2, v3 // v_min_i16 v1, v2, v3 // 01000cd702070200
v_min_i16_e64 v1, v2, v3 // v_min_i16 v1, v2, v3 // 01000cd702070200
v_min_i32 v1, v2, v3 // v_min_i32_e32 v1, v2, v3 // 02070222
v_min_i32_dpp v1, v2, v3 // ERROR
v_min_i32_e64 v1, v2, v3 // v_min_i32_e64 v1, v2, v3 // 010011d502070200
v_min_i32_sdwa v1, v2, v3 // v_min_i32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022202160606
v_min_u16 v1, v2, v3 // v_min_u16 v1, v2, v3 // 01000bd702070200
v_min_u16_e64 v1, v2, v3 // v_min_u16 v1, v2, v3 // 01000bd702070200
v_min_u32 v1, v2, v3 // v_min_u32_e32 v1, v2, v3 // 02070226
v_min_u32_dpp v1, v2, v3 // ERROR
v_min_u32_e64 v1, v2, v3 // v_min_u32_e64 v1, v2, v3 // 010013d502070200
v_min_u32_sdwa v1, v2, v3 // v_min_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022602160606
v_mov_b32 v1, v2 // v_mov_b32_e32 v1, v2 // 0203027e
v_mov_b32_dpp v1, v2 // ERROR
v_mov_b32_e64 v1, v2 // v_mov_b32_e64 v1, v2 // 010081d502010000
v_mov_b32_sdwa v1, v2 // v_mov_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f902027e02160600
v_mul_hi_i32_i24 v1, v2, v3 // v_mul_hi_i32_i24_e32 v1, v2, v3 // 02070214
v_mul_hi_i32_i24_dpp v1, v2, v3 // ERROR
v_mul_hi_i32_i24_e64 v1, v2, v3 // v_mul_hi_i32_i24_e64 v1, v2, v3 // 01000ad502070200
v_mul_hi_i32_i24_sdwa v1, v2, v3 // v_mul_hi_i32_i24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021402160606
v_mul_hi_u32_u24 v1, v2, v3 // v_mul_hi_u32_u24_e32 v1, v2, v3 // 02070218
v_mul_hi_u32_u24_dpp v1, v2, v3 // ERROR
v_mul_hi_u32_u24_e64 v1, v2, v3 // v_mul_hi_u32_u24_e64 v1, v2, v3 // 01000cd502070200
v_mul_hi_u32_u24_sdwa v1, v2, v3 // v_mul_hi_u32_u24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021802160606
v_mul_i32_i24 v1, v2, v3 // v_mul_i32_i24_e32 v1, v2, v3 // 02070212
v_mul_i32_i24_dpp v1, v2, v3 // ERROR
v_mul_i32_i24_e64 v1, v2, v3 // v_mul_i32_i24_e64 v1, v2, v3 // 010009d502070200
v_mul_i32_i24_sdwa v1, v2, v3 // v_mul_i32_i24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021202160606
v_mul_lo_u32 v1, v2, v3 // v_mul_lo_u32 v1, v2, v3 // 010069d502070200
v_mul_lo_u32_e64 v1, v2, v3 // v_mul_lo_u32 v1, v2, v3 // 010069d502070200
v_mul_u32_u24 v1, v2, v3 // v_mul_u32_u24_e32 v1, v2, v3 // 02070216
v_mul_u32_u24_dpp v1, v2, v3 // ERROR
v_mul_u32_u24_e64 v1, v2, v3 // v_mul_u32_u24_e64 v1, v2, v3 // 01000bd502070200
v_mul_u32_u24_sdwa v1, v2, v3 // v_mul_u32_u24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021602160606
v_nop // v_nop // 0000007e
v_nop_e64 // v_nop // 000080d500000000
v_not_b32 v1, v2 // v_not_b32_e32 v1, v2 // 026f027e
v_not_b32_dpp v1, v2 // ERROR
v_not_b32_e64 v1, v2 // v_not_b32_e64 v1, v2 // 0100b7d502010000
v_not_b32_sdwa v1, v2 // v_not_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f96e027e02160600
v_or3_b32 v1, v2, v3, v4 // v_or3_b32 v1, v2, v3, v4 // 010072d702071204
v_or3_b32_e64 v1, v2, v3, v4 // v_or3_b32 v1, v2, v3, v4 // 010072d702071204
v_or_b32 v1, v2, v3 // v_or_b32_e32 v1, v2, v3 // 02070238
v_or_b32_dpp v1, v2, v3 // ERROR
v_or_b32_e64 v1, v2, v3 // v_or_b32_e64 v1, v2, v3 // 01001cd502070200
v_or_b32_sdwa v1, v2, v3 // v_or_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906023802160606
v_pack_b32_f16 v1, v2, v3 // v_pack_b32_f16 v1, v2, v3 // 010011d702070200
v_pack_b32_f16_e64 v1, v2, v3 // v_pack_b32_f16 v1, v2, v3 // 010011d702070200
v_perm_b32 v1, v2, v3, v4 // v_perm_b32 v1, v2, v3, v4 // 010044d702071204
v_perm_b32_e64 v1, v2, v3, v4 // v_perm_b32 v1, v2, v3, v4 // 010044d702071204
v_pk_max_f16 v1, v2, v3 // v_pk_max_f16 v1, v2, v3 // 014012cc02070218
v_pk_max_f16_e64 v1, v2, v3 // v_pk_max_f16 v1, v2, v3 // 014012cc02070218
v_pk_max_i16 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014007cc02070218
v_pk_max_i16_e64 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014007cc02070218
v_pk_max_u16 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01400ccc02070218
v_pk_max_u16_e64 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01400ccc02070218
v_pk_min_f16 v1, v2, v3 // v_pk_min_f16 v1, v2, v3 // 014011cc02070218
v_pk_min_f16_e64 v1, v2, v3 // v_pk_min_f16 v1, v2, v3 // 014011cc02070218
v_pk_min_i16 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014008cc02070218
v_pk_min_i16_e64 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014008cc02070218
v_pk_min_u16 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01400dcc02070218
v_pk_min_u16_e64 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01400dcc02070218
v_readfirstlane_b32 s1, v2 // v_readfirstlane_b32 s1, v2 // 0205027e
v_subrev_nc_u32 v1, v2, v3 // v_subrev_nc_u32_e32 v1, v2, v3 // 0207024e
v_subrev_nc_u32_dpp v1, v2, v3 // ERROR
v_subrev_nc_u32_e64 v1, v2, v3 // v_subrev_nc_u32_e64 v1, v2, v3 // 010027d502070200
v_subrev_nc_u32_sdwa v1, v2, v3 // v_subrev_nc_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906024e02160606
v_xor_b32 v1, v2, v3 // v_xor_b32_e32 v1, v2, v3 // 0207023a
v_xor_b32_dpp v1, v2, v3 // ERROR
v_xor_b32_e64 v1, v2, v3 // v_xor_b32_e64 v1, v2, v3 // 01001dd502070200
v_xor_b32_sdwa v1, v2, v3 // v_xor_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906023a02160606
v_max_f32 v5, -1, v2 // v_max_f32_e32 v5, -1, v2 // c1040a20
v_max_f32 v5, 0x12345678, v2 // v_max_f32_e32 v5, 0x12345678, v2 // ff040a2078563412
v_max_f32_e64 v5, -|v1|, v2 clamp mul:2 // v_max_f32_e64 v5, -|v1|, v2 clamp mul:2 // 058110d501050228
v_max_f32_e64 v5, v1, -s2 div:2 // v_max_f32_e64 v5, v1, -s2 div:2 // 050010d501050058
v_max_f32 v5, 0.15915494, v2 // v_max_f32_e32 v5, 0.15915494, v2 // f8040a20
v_max_f32 v5, 0.1, v2 // v_max_f32_e32 v5, 0x3dcccccd, v2 // ff040a20cdcccc3d
v_max_f32 v5, m0, v2 // v_max_f32_e32 v5, m0, v2 // 7c040a20
v_max_f32 v5, exec_hi, v2 // v_max_f32_e32 v5, exec_hi, v2 // 7f040a20
v_max_f32 v5, src_shared_base, v2 // v_max_f32_e32 v5, src_shared_base, v2 // eb040a20
v_max_f32 v5, ttmp15, v2 // v_max_f32_e32 v5, ttmp15, v2 // 7b040a20
v_max_f32 v255, v255, v255 // v_max_f32_e32 v255, v255, v255 // ffffff21
v_max_f16 v5, 1.5, v2 // v_max_f16_e32 v5, 0x3e00, v2 // ff040a72003e0000
v_max_f16 v5, 0x3118, v2 // v_max_f16_e32 v5, 0.15915494, v2 // f8040a72
v_max_f16 v5, -17, v2 // v_max_f16_e32 v5, 0xffef, v2 // ff040a72efff0000
v_max_f64 v[4:5], 2.0, v[2:3] // v_max_f64 v[4:5], 2.0, v[2:3] // 040067d5f4040200
v_max_f64 v[4:5], 0x3fc45f30, v[2:3] // v_max_f64 v[4:5], 0x3fc45f30, v[2:3] // 040067d5ff040200305fc43f
v_max_f64 v[4:5], s[2:3], vcc // v_max_f64 v[4:5], s[2:3], vcc // 040067d502d40000
v_max3_f16 v5, -v1, v2, v3 op_sel:[1,0,0,1] clamp mul:2 // v_max3_f16 v5, -v1, v2, v3 op_sel:[1,0,0,1] clamp mul:2 // 05c854d701050e2c
v_pk_max_f16 v5, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1] clamp // v_pk_max_f16 v5, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1] clamp // 05ca12cc01050230
v_pk_max_f16 v5, 1.0, v2 op_sel_hi:[1,0] // v_pk_max_f16 v5, 1.0, v2 op_sel_hi:[1,0] // 054012ccf2040208
v_pk_max_i16 v5, 0x10001, v2 // v_pk_max_i16 v5, 0x10001, v2 // 054007ccff04021801000100
v_cmp_o_f32 vcc_lo, v1, v2 // v_cmp_o_f32_e32 vcc_lo, v1, v2 // 01050e7c
v_cmp_u_f32 vcc_lo, s1, v2 // v_cmp_u_f32_e32 vcc_lo, s1, v2 // 0104107c
v_cmp_class_f32 vcc_lo, v1, 3 // v_cmp_class_f32_e64 vcc_lo, v1, 3 // 6a0088d401070100
v_cndmask_b32 v0, v1, v2, vcc_lo // v_cndmask_b32_e32 v0, v1, v2, vcc_lo // 01050002
v_cndmask_b32 v0, 0x7fc00000, v2, vcc_lo // v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo // ff0400020000c07f
v_mov_b32 v3, 0x7fc00000 // v_mov_b32_e32 v3, 0x7fc00000 // ff02067e0000c07f
v_mov_b32 v3, s5 // v_mov_b32_e32 v3, s5 // 0502067e
s_nop 1 // s_nop 1 // 010080bf
s_waitcnt vmcnt(0) lgkmcnt(0) // s_waitcnt vmcnt(0) lgkmcnt(0) // 70008cbf
s_waitcnt lgkmcnt(0) // s_waitcnt lgkmcnt(0) // 7fc08cbf
s_endpgm // s_endpgm // 000081bf
s_branch -1 // s_branch -1 // ffff82bf // DIS: s_branch 65535
s_cbranch_execz 65535 // s_cbranch_execz 65535 // ffff88bf
s_movk_i32 m0, -2 // s_movk_i32 m0, 0xfffe // feff7cb0
global_store_dword v0, v1, s[0:1] offset:16 sc0 sc1 // ERROR
global_load_dword v1, v[2:3], off sc0 nt sc1 // ERROR
global_load_dword v1, v[2:3], off nt // ERROR
v_max_f32_e64 v0, s1, s2 // v_max_f32_e64 v0, s1, s2 // 000010d501040000
v_max3_f32 v0, s1, s2, s3 // ERROR
v_max3_f32 v0, 0x12345678, v1, v2 // v_max3_f32 v0, 0x12345678, v1, v2 // 000054d5ff020a0478563412
v_max_f64 v[1:2], v[2:3], v[4:5] // v_max_f64 v[1:2], v[2:3], v[4:5] // 010067d502090200
v_maximum_f32 v0, v1, v2 // ERROR
v_maximum3_f32 v0, v1, v2, v3 // ERROR
v_max_f32_e32 v5, v2, s3 // ERROR
v_max_f32 v5, null, v2 // v_max_f32_e32 v5, null, v2 // 7d040a20
v_max_f32 v5, s102, v2 // v_max_f32_e32 v5, s102, v2 // 66040a20
v_nop_e32 // v_nop // 0000007e
v_nop v1 // ERROR
v_nop 0 // ERROR
v_nop clamp // ERROR
v_nop_e64 clamp // ERROR
v_nop_e64 mul:2 // ERROR
v_nop_e64_dpp quad_perm:[0,1,2,3] // ERROR
global_load_dword v1, v0, s[0:1] offset:16 // global_load_dword v1, v0, s[0:1] offset:16 // 108030dc00000001
global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // 108034dc00000002
global_load_dwordx3 v[2:4], v0, s[0:1] offset:16 // global_load_dwordx3 v[2:4], v0, s[0:1] offset:16 // 10803cdc00000002
global_load_dwordx4 v[2:5], v0, s[0:1] offset:16 // global_load_dwordx4 v[2:5], v0, s[0:1] offset:16 // 108038dc00000002
global_load_ushort v1, v0, s[0:1] offset:16 // global_load_ushort v1, v0, s[0:1] offset:16 // 108028dc00000001
global_store_dword v0, v1, s[0:1] offset:16 // global_store_dword v0, v1, s[0:1] offset:16 // 108070dc00010000
global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // 108074dc00020000
global_store_dwordx3 v0, v[2:4], s[0:1] offset:16 // global_store_dwordx3 v0, v[2:4], s[0:1] offset:16 // 10807cdc00020000
global_store_dwordx4 v0, v[2:5], s[0:1] offset:16 // global_store_dwordx4 v0, v[2:5], s[0:1] offset:16 // 108078dc00020000
global_store_short v0, v1, s[0:1] offset:16 // global_store_short v0, v1, s[0:1] offset:16 // 108068dc00010000
s_add_i32 s2, s3, s4 // s_add_i32 s2, s3, s4 // 03040281
s_add_u32 s2, s3, s4 // s_add_u32 s2, s3, s4 // 03040280
s_addc_u32 s2, s3, s4 // s_addc_u32 s2, s3, s4 // 03040282
s_addk_i32 s5, 0x7fff // s_addk_i32 s5, 0x7fff // ff7f85b7
s_and_b32 s2, s3, s4 // s_and_b32 s2, s3, s4 // 03040287
s_and_b64 s[4:5], s[6:7], s[8:9] // s_and_b64 s[4:5], s[6:7], s[8:9] // 06088487
s_and_saveexec_b32 s2, s3 // s_and_saveexec_b32 s2, s3 // 033c82be
s_and_saveexec_b64 s[4:5], s[6:7] // s_and_saveexec_b64 s[4:5], s[6:7] // 062484be
s_andn2_b32 s2, s3, s4 // s_andn2_b32 s2, s3, s4 // 0304028a
s_andn2_b64 s[4:5], s[6:7], s[8:9] // s_andn2_b64 s[4:5], s[6:7], s[8:9] // 0608848a
s_andn2_saveexec_b32 s2, s3 // s_andn2_saveexec_b32 s2, s3 // 033f82be
s_andn2_saveexec_b64 s[4:5], s[6:7] // s_andn2_saveexec_b64 s[4:5], s[6:7] // 062784be
s_bitcmp0_b32 s3, s4 // s_bitcmp0_b32 s3, s4 // 03040cbf
s_bitcmp1_b32 s3, s4 // s_bitcmp1_b32 s3, s4 // 03040dbf
s_branch 3 // s_branch 3 // 030082bf
s_brev_b32 s2, s3 // s_brev_b32 s2, s3 // 030b82be
s_cbranch_execnz 3 // s_cbranch_execnz 3 // 030089bf
s_cbranch_execz 3 // s_cbranch_execz 3 // 030088bf
s_cbranch_scc0 3 // s_cbranch_scc0 3 // 030084bf
s_cbranch_scc1 3 // s_cbranch_scc1 3 // 030085bf
s_cbranch_vccnz 3 // s_cbranch_vccnz 3 // 030087bf
s_cbranch_vccz 3 // s_cbranch_vccz 3 // 030086bf
s_clause 1 // s_clause 0x1 // 0100a1bf
s_cmp_eq_u32 s3, s4 // s_cmp_eq_u32 s3, s4 // 030406bf
s_cmp_eq_u64 s[6:7], s[8:9] // s_cmp_eq_u64 s[6:7], s[8:9] // 060812bf
s_cmp_lg_u32 s3, s4 // s_cmp_lg_u32 s3, s4 // 030407bf
s_cmpk_eq_i32 s5, 0x7fff // s_cmpk_eq_i32 s5, 0x7fff // ff7f85b1
s_cmpk_eq_u32 s5, 0x7fff // s_cmpk_eq_u32 s5, 0x7fff // ff7f85b4
s_cmpk_ge_i32 s5, 0x7fff // s_cmpk_ge_i32 s5, 0x7fff // ff7f05b3
s_cmpk_ge_u32 s5, 0x7fff // s_cmpk_ge_u32 s5, 0x7fff // ff7f05b6
s_cmpk_gt_i32 s5, 0x7fff // s_cmpk_gt_i32 s5, 0x7fff // ff7f85b2
s_cmpk_gt_u32 s5, 0x7fff // s_cmpk_gt_u32 s5, 0x7fff // ff7f85b5
s_cmpk_le_i32 s5, 0x7fff // s_cmpk_le_i32 s5, 0x7fff // ff7f05b4
s_cmpk_le_u32 s5, 0x7fff // s_cmpk_le_u32 s5, 0x7fff // ff7f05b7
s_cmpk_lg_i32 s5, 0x7fff // s_cmpk_lg_i32 s5, 0x7fff // ff7f05b2
s_cmpk_lg_u32 s5, 0x7fff // s_cmpk_lg_u32 s5, 0x7fff // ff7f05b5
s_cmpk_lt_i32 s5, 0x7fff // s_cmpk_lt_i32 s5, 0x7fff // ff7f85b3
s_cmpk_lt_u32 s5, 0x7fff // s_cmpk_lt_u32 s5, 0x7fff // ff7f85b6
s_cselect_b32 s2, s3, s4 // s_cselect_b32 s2, s3, s4 // 03040285
s_cselect_b64 s[4:5], s[6:7], s[8:9] // s_cselect_b64 s[4:5], s[6:7], s[8:9] // 06088485
s_endpgm // s_endpgm // 000081bf
s_getpc_b64 s[4:5] // s_getpc_b64 s[4:5] // 001f84be
s_load_dword s0, s[4:5], 0x10 // s_load_dword s0, s[4:5], 0x10 // 020000f4100000fa
s_load_dwordx16 s[0:15], s[4:5], 0x10 // s_load_dwordx16 s[0:15], s[4:5], 0x10 // 020010f4100000fa
s_load_dwordx2 s[0:1], s[4:5], 0x10 // s_load_dwordx2 s[0:1], s[4:5], 0x10 // 020004f4100000fa
s_load_dwordx4 s[0:3], s[4:5], 0x10 // s_load_dwordx4 s[0:3], s[4:5], 0x10 // 020008f4100000fa
s_load_dwordx8 s[0:7], s[4:5], 0x10 // s_load_dwordx8 s[0:7], s[4:5], 0x10 // 02000cf4100000fa
s_lshl_b32 s2, s3, s4 // s_lshl_b32 s2, s3, s4 // 0304028f
s_lshl_b64 s[4:5], s[6:7], s4 // s_lshl_b64 s[4:5], s[6:7], s4 // 0604848f
s_lshr_b32 s2, s3, s4 // s_lshr_b32 s2, s3, s4 // 03040290
s_max_i32 s2, s3, s4 // s_max_i32 s2, s3, s4 // 03040284
s_max_u32 s2, s3, s4 // s_max_u32 s2, s3, s4 // 03048284
s_min_i32 s2, s3, s4 // s_min_i32 s2, s3, s4 // 03040283
s_min_u32 s2, s3, s4 // s_min_u32 s2, s3, s4 // 03048283
s_mov_b32 s2, s3 // s_mov_b32 s2, s3 // 030382be
s_mov_b64 s[4:5], s[6:7] // s_mov_b64 s[4:5], s[6:7] // 060484be
s_movk_i32 s5, 0x7fff // s_movk_i32 s5, 0x7fff // ff7f05b0
s_mul_hi_u32 s2, s3, s4 // s_mul_hi_u32 s2, s3, s4 // 0304829a
s_mul_i32 s2, s3, s4 // s_mul_i32 s2, s3, s4 // 03040293
s_mulk_i32 s5, 0x7fff // s_mulk_i32 s5, 0x7fff // ff7f05b8
s_nop 1 // s_nop 1 // 010080bf
s_or_b32 s2, s3, s4 // s_or_b32 s2, s3, s4 // 03040288
s_or_b64 s[4:5], s[6:7], s[8:9] // s_or_b64 s[4:5], s[6:7], s[8:9] // 06088488
s_or_saveexec_b32 s2, s3 // s_or_saveexec_b32 s2, s3 // 033d82be
s_or_saveexec_b64 s[4:5], s[6:7] // s_or_saveexec_b64 s[4:5], s[6:7] // 062584be
s_pack_hh_b32_b16 s2, s3, s4 // s_pack_hh_b32_b16 s2, s3, s4 // 0304029a
s_pack_lh_b32_b16 s2, s3, s4 // s_pack_lh_b32_b16 s2, s3, s4 // 03048299
s_pack_ll_b32_b16 s2, s3, s4 // s_pack_ll_b32_b16 s2, s3, s4 // 03040299
s_sendmsg sendmsg(MSG_INTERRUPT) // s_sendmsg sendmsg(MSG_INTERRUPT) // 010090bf
s_setpc_b64 s[6:7] // s_setpc_b64 s[6:7] // 062080be
s_sext_i32_i16 s2, s3 // s_sext_i32_i16 s2, s3 // 031a82be
s_sext_i32_i8 s2, s3 // s_sext_i32_i8 s2, s3 // 031982be
s_swappc_b64 s[4:5], s[6:7] // s_swappc_b64 s[4:5], s[6:7] // 062184be
s_waitcnt vmcnt(0) lgkmcnt(0) // s_waitcnt vmcnt(0) lgkmcnt(0) // 70008cbf
s_xor_b32 s2, s3, s4 // s_xor_b32 s2, s3, s4 // 03040289
s_xor_b64 s[4:5], s[6:7], s[8:9] // s_xor_b64 s[4:5], s[6:7], s[8:9] // 06088489
s_xor_saveexec_b32 s2, s3 // s_xor_saveexec_b32 s2, s3 // 033e82be
s_xor_saveexec_b64 s[4:5], s[6:7] // s_xor_saveexec_b64 s[4:5], s[6:7] // 062684be
v_add3_u32 v1, v2, v3, v4 // v_add3_u32 v1, v2, v3, v4 // 01006dd702071204
v_add3_u32_e64 v1, v2, v3, v4 // v_add3_u32 v1, v2, v3, v4 // 01006dd702071204
v_add_co_ci_u32 v1, vcc_lo, v2, v3, vcc_lo // v_add_co_ci_u32_e32 v1, vcc_lo, v2, v3, vcc_lo // 02070250
v_add_co_ci_u32_e64 v1, s10, v2, v3, s10 // v_add_co_ci_u32_e64 v1, s10, v2, v3, s10 // 010a28d502072a00
v_add_co_u32 v1, vcc_lo, v2, v3 // v_add_co_u32 v1, vcc_lo, v2, v3 // 016a0fd702070200
v_add_co_u32_e64 v1, s10, v2, v3 // v_add_co_u32 v1, s10, v2, v3 // 010a0fd702070200
v_add_lshl_u32 v1, v2, v3, v4 // v_add_lshl_u32 v1, v2, v3, v4 // 010047d702071204
v_add_lshl_u32_e64 v1, v2, v3, v4 // v_add_lshl_u32 v1, v2, v3, v4 // 010047d702071204
v_add_nc_u32 v1, v2, v3 // v_add_nc_u32_e32 v1, v2, v3 // 0207024a
v_add_nc_u32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_add_nc_u32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06024a02e400ff
v_add_nc_u32_e64 v1, v2, v3 // v_add_nc_u32_e64 v1, v2, v3 // 010025d502070200
v_add_nc_u32_sdwa v1, v2, v3 // v_add_nc_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906024a02160606
v_and_b32 v1, v2, v3 // v_and_b32_e32 v1, v2, v3 // 02070236
v_and_b32_dpp v1, v2, v3 row_mirror // v_and_b32_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa060236024001ff
v_and_b32_e64 v1, v2, v3 // v_and_b32_e64 v1, v2, v3 // 01001bd502070200
v_and_b32_sdwa v1, v2, v3 // v_and_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906023602160606
v_and_or_b32 v1, v2, v3, v4 // v_and_or_b32 v1, v2, v3, v4 // 010071d702071204
v_and_or_b32_e64 v1, v2, v3, v4 // v_and_or_b32 v1, v2, v3, v4 // 010071d702071204
v_bfe_u32 v1, v2, v3, v4 // v_bfe_u32 v1, v2, v3, v4 // 010048d502071204
v_bfe_u32_e64 v1, v2, v3, v4 // v_bfe_u32 v1, v2, v3, v4 // 010048d502071204
v_bfi_b32 v1, v2, v3, v4 // v_bfi_b32 v1, v2, v3, v4 // 01004ad502071204
v_bfi_b32_e64 v1, v2, v3, v4 // v_bfi_b32 v1, v2, v3, v4 // 01004ad502071204
v_bfrev_b32 v1, v2 // v_bfrev_b32_e32 v1, v2 // 0271027e
v_bfrev_b32_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // v_bfrev_b32_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // e970027e02773905
v_bfrev_b32_e64 v1, v2 // v_bfrev_b32_e64 v1, v2 // 0100b8d502010000
v_bfrev_b32_sdwa v1, v2 // v_bfrev_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f970027e02160600
v_cmp_class_f16 vcc_lo, v2, v3 // v_cmp_class_f16_e32 vcc_lo, v2, v3 // 02071e7d
v_cmp_class_f16_e64 s10, v2, v3 // v_cmp_class_f16_e64 s10, v2, v3 // 0a008fd402070200
v_cmp_class_f16_sdwa vcc_lo, v2, v3 // v_cmp_class_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9061e7d02000606
v_cmp_class_f32 vcc_lo, v2, v3 // v_cmp_class_f32_e32 vcc_lo, v2, v3 // 0207107d
v_cmp_class_f32_e64 s10, v2, v3 // v_cmp_class_f32_e64 s10, v2, v3 // 0a0088d402070200
v_cmp_class_f32_sdwa vcc_lo, v2, v3 // v_cmp_class_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906107d02000606
v_cmp_class_f64 vcc_lo, v[4:5], v3 // v_cmp_class_f64_e32 vcc_lo, v[4:5], v3 // 0407507d
v_cmp_class_f64_e64 s10, v[4:5], v3 // v_cmp_class_f64_e64 s10, v[4:5], v3 // 0a00a8d404070200
v_cmp_eq_f16 vcc_lo, v2, v3 // v_cmp_eq_f16_e32 vcc_lo, v2, v3 // 0207947d
v_cmp_eq_f16_e64 s10, v2, v3 // v_cmp_eq_f16_e64 s10, v2, v3 // 0a00cad402070200
v_cmp_eq_f16_sdwa vcc_lo, v2, v3 // v_cmp_eq_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906947d02000606
v_cmp_eq_f32 vcc_lo, v2, v3 // v_cmp_eq_f32_e32 vcc_lo, v2, v3 // 0207047c
v_cmp_eq_f32_e64 s10, v2, v3 // v_cmp_eq_f32_e64 s10, v2, v3 // 0a0002d402070200
v_cmp_eq_f32_sdwa vcc_lo, v2, v3 // v_cmp_eq_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906047c02000606
v_cmp_eq_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_eq_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d447c
v_cmp_eq_f64_e64 s10, v[4:5], v[6:7] // v_cmp_eq_f64_e64 s10, v[4:5], v[6:7] // 0a0022d4040d0200
v_cmp_eq_i32 vcc_lo, v2, v3 // v_cmp_eq_i32_e32 vcc_lo, v2, v3 // 0207047d
v_cmp_eq_i32_e64 s10, v2, v3 // v_cmp_eq_i32_e64 s10, v2, v3 // 0a0082d402070200
v_cmp_eq_i32_sdwa vcc_lo, v2, v3 // v_cmp_eq_i32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906047d02000606
v_cmp_eq_u16 vcc_lo, v2, v3 // v_cmp_eq_u16_e32 vcc_lo, v2, v3 // 0207547d
v_cmp_eq_u16_e64 s10, v2, v3 // v_cmp_eq_u16_e64 s10, v2, v3 // 0a00aad402070200
v_cmp_eq_u16_sdwa vcc_lo, v2, v3 // v_cmp_eq_u16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906547d02000606
v_cmp_eq_u32 vcc_lo, v2, v3 // v_cmp_eq_u32_e32 vcc_lo, v2, v3 // 0207847d
v_cmp_eq_u32_e64 s10, v2, v3 // v_cmp_eq_u32_e64 s10, v2, v3 // 0a00c2d402070200
v_cmp_eq_u32_sdwa vcc_lo, v2, v3 // v_cmp_eq_u32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906847d02000606
v_cmp_eq_u64 vcc_lo, v[4:5], v[6:7] // v_cmp_eq_u64_e32 vcc_lo, v[4:5], v[6:7] // 040dc47d
v_cmp_eq_u64_e64 s10, v[4:5], v[6:7] // v_cmp_eq_u64_e64 s10, v[4:5], v[6:7] // 0a00e2d4040d0200
v_cmp_f_f16 vcc_lo, v2, v3 // v_cmp_f_f16_e32 vcc_lo, v2, v3 // 0207907d
v_cmp_f_f16_e64 s10, v2, v3 // v_cmp_f_f16_e64 s10, v2, v3 // 0a00c8d402070200
v_cmp_f_f16_sdwa vcc_lo, v2, v3 // v_cmp_f_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906907d02000606
v_cmp_f_f32 vcc_lo, v2, v3 // v_cmp_f_f32_e32 vcc_lo, v2, v3 // 0207007c
v_cmp_f_f32_e64 s10, v2, v3 // v_cmp_f_f32_e64 s10, v2, v3 // 0a0000d402070200
v_cmp_f_f32_sdwa vcc_lo, v2, v3 // v_cmp_f_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906007c02000606
v_cmp_f_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_f_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d407c
v_cmp_f_f64_e64 s10, v[4:5], v[6:7] // v_cmp_f_f64_e64 s10, v[4:5], v[6:7] // 0a0020d4040d0200
v_cmp_ge_f16 vcc_lo, v2, v3 // v_cmp_ge_f16_e32 vcc_lo, v2, v3 // 02079c7d
v_cmp_ge_f16_e64 s10, v2, v3 // v_cmp_ge_f16_e64 s10, v2, v3 // 0a00ced402070200
v_cmp_ge_f16_sdwa vcc_lo, v2, v3 // v_cmp_ge_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069c7d02000606
v_cmp_ge_f32 vcc_lo, v2, v3 // v_cmp_ge_f32_e32 vcc_lo, v2, v3 // 02070c7c
v_cmp_ge_f32_e64 s10, v2, v3 // v_cmp_ge_f32_e64 s10, v2, v3 // 0a0006d402070200
v_cmp_ge_f32_sdwa vcc_lo, v2, v3 // v_cmp_ge_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9060c7c02000606
v_cmp_ge_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_ge_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4c7c
v_cmp_ge_f64_e64 s10, v[4:5], v[6:7] // v_cmp_ge_f64_e64 s10, v[4:5], v[6:7] // 0a0026d4040d0200
v_cmp_ge_i32 vcc_lo, v2, v3 // v_cmp_ge_i32_e32 vcc_lo, v2, v3 // 02070c7d
v_cmp_ge_i32_e64 s10, v2, v3 // v_cmp_ge_i32_e64 s10, v2, v3 // 0a0086d402070200
v_cmp_ge_i32_sdwa vcc_lo, v2, v3 // v_cmp_ge_i32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9060c7d02000606
v_cmp_ge_u32 vcc_lo, v2, v3 // v_cmp_ge_u32_e32 vcc_lo, v2, v3 // 02078c7d
v_cmp_ge_u32_e64 s10, v2, v3 // v_cmp_ge_u32_e64 s10, v2, v3 // 0a00c6d402070200
v_cmp_ge_u32_sdwa vcc_lo, v2, v3 // v_cmp_ge_u32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068c7d02000606
v_cmp_gt_f16 vcc_lo, v2, v3 // v_cmp_gt_f16_e32 vcc_lo, v2, v3 // 0207987d
v_cmp_gt_f16_e64 s10, v2, v3 // v_cmp_gt_f16_e64 s10, v2, v3 // 0a00ccd402070200
v_cmp_gt_f16_sdwa vcc_lo, v2, v3 // v_cmp_gt_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906987d02000606
v_cmp_gt_f32 vcc_lo, v2, v3 // v_cmp_gt_f32_e32 vcc_lo, v2, v3 // 0207087c
v_cmp_gt_f32_e64 s10, v2, v3 // v_cmp_gt_f32_e64 s10, v2, v3 // 0a0004d402070200
v_cmp_gt_f32_sdwa vcc_lo, v2, v3 // v_cmp_gt_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906087c02000606
v_cmp_gt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_gt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d487c
v_cmp_gt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_gt_f64_e64 s10, v[4:5], v[6:7] // 0a0024d4040d0200
v_cmp_gt_i16 vcc_lo, v2, v3 // v_cmp_gt_i16_e32 vcc_lo, v2, v3 // 0207187d
v_cmp_gt_i16_e64 s10, v2, v3 // v_cmp_gt_i16_e64 s10, v2, v3 // 0a008cd402070200
v_cmp_gt_i16_sdwa vcc_lo, v2, v3 // v_cmp_gt_i16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906187d02000606
v_cmp_gt_i32 vcc_lo, v2, v3 // v_cmp_gt_i32_e32 vcc_lo, v2, v3 // 0207087d
v_cmp_gt_i32_e64 s10, v2, v3 // v_cmp_gt_i32_e64 s10, v2, v3 // 0a0084d402070200
v_cmp_gt_i32_sdwa vcc_lo, v2, v3 // v_cmp_gt_i32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906087d02000606
v_cmp_gt_i64 vcc_lo, v[4:5], v[6:7] // v_cmp_gt_i64_e32 vcc_lo, v[4:5], v[6:7] // 040d487d
v_cmp_gt_i64_e64 s10, v[4:5], v[6:7] // v_cmp_gt_i64_e64 s10, v[4:5], v[6:7] // 0a00a4d4040d0200
v_cmp_gt_u32 vcc_lo, v2, v3 // v_cmp_gt_u32_e32 vcc_lo, v2, v3 // 0207887d
v_cmp_gt_u32_e64 s10, v2, v3 // v_cmp_gt_u32_e64 s10, v2, v3 // 0a00c4d402070200
v_cmp_gt_u32_sdwa vcc_lo, v2, v3 // v_cmp_gt_u32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906887d02000606
v_cmp_gt_u64 vcc_lo, v[4:5], v[6:7] // v_cmp_gt_u64_e32 vcc_lo, v[4:5], v[6:7] // 040dc87d
v_cmp_gt_u64_e64 s10, v[4:5], v[6:7] // v_cmp_gt_u64_e64 s10, v[4:5], v[6:7] // 0a00e4d4040d0200
v_cmp_le_f16 vcc_lo, v2, v3 // v_cmp_le_f16_e32 vcc_lo, v2, v3 // 0207967d
v_cmp_le_f16_e64 s10, v2, v3 // v_cmp_le_f16_e64 s10, v2, v3 // 0a00cbd402070200
v_cmp_le_f16_sdwa vcc_lo, v2, v3 // v_cmp_le_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906967d02000606
v_cmp_le_f32 vcc_lo, v2, v3 // v_cmp_le_f32_e32 vcc_lo, v2, v3 // 0207067c
v_cmp_le_f32_e64 s10, v2, v3 // v_cmp_le_f32_e64 s10, v2, v3 // 0a0003d402070200
v_cmp_le_f32_sdwa vcc_lo, v2, v3 // v_cmp_le_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906067c02000606
v_cmp_le_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_le_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d467c
v_cmp_le_f64_e64 s10, v[4:5], v[6:7] // v_cmp_le_f64_e64 s10, v[4:5], v[6:7] // 0a0023d4040d0200
v_cmp_le_i32 vcc_lo, v2, v3 // v_cmp_le_i32_e32 vcc_lo, v2, v3 // 0207067d
v_cmp_le_i32_e64 s10, v2, v3 // v_cmp_le_i32_e64 s10, v2, v3 // 0a0083d402070200
v_cmp_le_i32_sdwa vcc_lo, v2, v3 // v_cmp_le_i32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906067d02000606
v_cmp_le_u32 vcc_lo, v2, v3 // v_cmp_le_u32_e32 vcc_lo, v2, v3 // 0207867d
v_cmp_le_u32_e64 s10, v2, v3 // v_cmp_le_u32_e64 s10, v2, v3 // 0a00c3d402070200
v_cmp_le_u32_sdwa vcc_lo, v2, v3 // v_cmp_le_u32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906867d02000606
v_cmp_lg_f16 vcc_lo, v2, v3 // v_cmp_lg_f16_e32 vcc_lo, v2, v3 // 02079a7d
v_cmp_lg_f16_e64 s10, v2, v3 // v_cmp_lg_f16_e64 s10, v2, v3 // 0a00cdd402070200
v_cmp_lg_f16_sdwa vcc_lo, v2, v3 // v_cmp_lg_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069a7d02000606
v_cmp_lg_f32 vcc_lo, v2, v3 // v_cmp_lg_f32_e32 vcc_lo, v2, v3 // 02070a7c
v_cmp_lg_f32_e64 s10, v2, v3 // v_cmp_lg_f32_e64 s10, v2, v3 // 0a0005d402070200
v_cmp_lg_f32_sdwa vcc_lo, v2, v3 // v_cmp_lg_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9060a7c02000606
v_cmp_lg_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_lg_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4a7c
v_cmp_lg_f64_e64 s10, v[4:5], v[6:7] // v_cmp_lg_f64_e64 s10, v[4:5], v[6:7] // 0a0025d4040d0200
v_cmp_lt_f16 vcc_lo, v2, v3 // v_cmp_lt_f16_e32 vcc_lo, v2, v3 // 0207927d
v_cmp_lt_f16_e64 s10, v2, v3 // v_cmp_lt_f16_e64 s10, v2, v3 // 0a00c9d402070200
v_cmp_lt_f16_sdwa vcc_lo, v2, v3 // v_cmp_lt_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906927d02000606
v_cmp_lt_f32 vcc_lo, v2, v3 // v_cmp_lt_f32_e32 vcc_lo, v2, v3 // 0207027c
v_cmp_lt_f32_e64 s10, v2, v3 // v_cmp_lt_f32_e64 s10, v2, v3 // 0a0001d402070200
v_cmp_lt_f32_sdwa vcc_lo, v2, v3 // v_cmp_lt_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906027c02000606
v_cmp_lt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_lt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d427c
v_cmp_lt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_lt_f64_e64 s10, v[4:5], v[6:7] // 0a0021d4040d0200
v_cmp_lt_i16 vcc_lo, v2, v3 // v_cmp_lt_i16_e32 vcc_lo, v2, v3 // 0207127d
v_cmp_lt_i16_e64 s10, v2, v3 // v_cmp_lt_i16_e64 s10, v2, v3 // 0a0089d402070200
v_cmp_lt_i16_sdwa vcc_lo, v2, v3 // v_cmp_lt_i16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906127d02000606
v_cmp_lt_i32 vcc_lo, v2, v3 // v_cmp_lt_i32_e32 vcc_lo, v2, v3 // 0207027d
v_cmp_lt_i32_e64 s10, v2, v3 // v_cmp_lt_i32_e64 s10, v2, v3 // 0a0081d402070200
v_cmp_lt_i32_sdwa vcc_lo, v2, v3 // v_cmp_lt_i32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906027d02000606
v_cmp_lt_i64 vcc_lo, v[4:5], v[6:7] // v_cmp_lt_i64_e32 vcc_lo, v[4:5], v[6:7] // 040d427d
v_cmp_lt_i64_e64 s10, v[4:5], v[6:7] // v_cmp_lt_i64_e64 s10, v[4:5], v[6:7] // 0a00a1d4040d0200
v_cmp_lt_u32 vcc_lo, v2, v3 // v_cmp_lt_u32_e32 vcc_lo, v2, v3 // 0207827d
v_cmp_lt_u32_e64 s10, v2, v3 // v_cmp_lt_u32_e64 s10, v2, v3 // 0a00c1d402070200
v_cmp_lt_u32_sdwa vcc_lo, v2, v3 // v_cmp_lt_u32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906827d02000606
v_cmp_lt_u64 vcc_lo, v[4:5], v[6:7] // v_cmp_lt_u64_e32 vcc_lo, v[4:5], v[6:7] // 040dc27d
v_cmp_lt_u64_e64 s10, v[4:5], v[6:7] // v_cmp_lt_u64_e64 s10, v[4:5], v[6:7] // 0a00e1d4040d0200
v_cmp_ne_i32 vcc_lo, v2, v3 // v_cmp_ne_i32_e32 vcc_lo, v2, v3 // 02070a7d
v_cmp_ne_i32_e64 s10, v2, v3 // v_cmp_ne_i32_e64 s10, v2, v3 // 0a0085d402070200
v_cmp_ne_i32_sdwa vcc_lo, v2, v3 // v_cmp_ne_i32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9060a7d02000606
v_cmp_ne_u32 vcc_lo, v2, v3 // v_cmp_ne_u32_e32 vcc_lo, v2, v3 // 02078a7d
v_cmp_ne_u32_e64 s10, v2, v3 // v_cmp_ne_u32_e64 s10, v2, v3 // 0a00c5d402070200
v_cmp_ne_u32_sdwa vcc_lo, v2, v3 // v_cmp_ne_u32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068a7d02000606
v_cmp_neq_f16 vcc_lo, v2, v3 // v_cmp_neq_f16_e32 vcc_lo, v2, v3 // 0207da7d
v_cmp_neq_f16_e64 s10, v2, v3 // v_cmp_neq_f16_e64 s10, v2, v3 // 0a00edd402070200
v_cmp_neq_f16_sdwa vcc_lo, v2, v3 // v_cmp_neq_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906da7d02000606
v_cmp_neq_f32 vcc_lo, v2, v3 // v_cmp_neq_f32_e32 vcc_lo, v2, v3 // 02071a7c
v_cmp_neq_f32_e64 s10, v2, v3 // v_cmp_neq_f32_e64 s10, v2, v3 // 0a000dd402070200
v_cmp_neq_f32_sdwa vcc_lo, v2, v3 // v_cmp_neq_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9061a7c02000606
v_cmp_neq_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_neq_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d5a7c
v_cmp_neq_f64_e64 s10, v[4:5], v[6:7] // v_cmp_neq_f64_e64 s10, v[4:5], v[6:7] // 0a002dd4040d0200
v_cmp_nge_f16 vcc_lo, v2, v3 // v_cmp_nge_f16_e32 vcc_lo, v2, v3 // 0207d27d
v_cmp_nge_f16_e64 s10, v2, v3 // v_cmp_nge_f16_e64 s10, v2, v3 // 0a00e9d402070200
v_cmp_nge_f16_sdwa vcc_lo, v2, v3 // v_cmp_nge_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906d27d02000606
v_cmp_nge_f32 vcc_lo, v2, v3 // v_cmp_nge_f32_e32 vcc_lo, v2, v3 // 0207127c
v_cmp_nge_f32_e64 s10, v2, v3 // v_cmp_nge_f32_e64 s10, v2, v3 // 0a0009d402070200
v_cmp_nge_f32_sdwa vcc_lo, v2, v3 // v_cmp_nge_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906127c02000606
v_cmp_nge_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nge_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d527c
v_cmp_nge_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nge_f64_e64 s10, v[4:5], v[6:7] // 0a0029d4040d0200
v_cmp_ngt_f16 vcc_lo, v2, v3 // v_cmp_ngt_f16_e32 vcc_lo, v2, v3 // 0207d67d
v_cmp_ngt_f16_e64 s10, v2, v3 // v_cmp_ngt_f16_e64 s10, v2, v3 // 0a00ebd402070200
v_cmp_ngt_f16_sdwa vcc_lo, v2, v3 // v_cmp_ngt_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906d67d02000606
v_cmp_ngt_f32 vcc_lo, v2, v3 // v_cmp_ngt_f32_e32 vcc_lo, v2, v3 // 0207167c
v_cmp_ngt_f32_e64 s10, v2, v3 // v_cmp_ngt_f32_e64 s10, v2, v3 // 0a000bd402070200
v_cmp_ngt_f32_sdwa vcc_lo, v2, v3 // v_cmp_ngt_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906167c02000606
v_cmp_ngt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_ngt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d567c
v_cmp_ngt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_ngt_f64_e64 s10, v[4:5], v[6:7] // 0a002bd4040d0200
v_cmp_nle_f16 vcc_lo, v2, v3 // v_cmp_nle_f16_e32 vcc_lo, v2, v3 // 0207d87d
v_cmp_nle_f16_e64 s10, v2, v3 // v_cmp_nle_f16_e64 s10, v2, v3 // 0a00ecd402070200
v_cmp_nle_f16_sdwa vcc_lo, v2, v3 // v_cmp_nle_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906d87d02000606
v_cmp_nle_f32 vcc_lo, v2, v3 // v_cmp_nle_f32_e32 vcc_lo, v2, v3 // 0207187c
v_cmp_nle_f32_e64 s10, v2, v3 // v_cmp_nle_f32_e64 s10, v2, v3 // 0a000cd402070200
v_cmp_nle_f32_sdwa vcc_lo, v2, v3 // v_cmp_nle_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906187c02000606
v_cmp_nle_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nle_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d587c
v_cmp_nle_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nle_f64_e64 s10, v[4:5], v[6:7] // 0a002cd4040d0200
v_cmp_nlg_f16 vcc_lo, v2, v3 // v_cmp_nlg_f16_e32 vcc_lo, v2, v3 // 0207d47d
v_cmp_nlg_f16_e64 s10, v2, v3 // v_cmp_nlg_f16_e64 s10, v2, v3 // 0a00ead402070200
v_cmp_nlg_f16_sdwa vcc_lo, v2, v3 // v_cmp_nlg_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906d47d02000606
v_cmp_nlg_f32 vcc_lo, v2, v3 // v_cmp_nlg_f32_e32 vcc_lo, v2, v3 // 0207147c
v_cmp_nlg_f32_e64 s10, v2, v3 // v_cmp_nlg_f32_e64 s10, v2, v3 // 0a000ad402070200
v_cmp_nlg_f32_sdwa vcc_lo, v2, v3 // v_cmp_nlg_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906147c02000606
v_cmp_nlg_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nlg_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d547c
v_cmp_nlg_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nlg_f64_e64 s10, v[4:5], v[6:7] // 0a002ad4040d0200
v_cmp_nlt_f16 vcc_lo, v2, v3 // v_cmp_nlt_f16_e32 vcc_lo, v2, v3 // 0207dc7d
v_cmp_nlt_f16_e64 s10, v2, v3 // v_cmp_nlt_f16_e64 s10, v2, v3 // 0a00eed402070200
v_cmp_nlt_f16_sdwa vcc_lo, v2, v3 // v_cmp_nlt_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906dc7d02000606
v_cmp_nlt_f32 vcc_lo, v2, v3 // v_cmp_nlt_f32_e32 vcc_lo, v2, v3 // 02071c7c
v_cmp_nlt_f32_e64 s10, v2, v3 // v_cmp_nlt_f32_e64 s10, v2, v3 // 0a000ed402070200
v_cmp_nlt_f32_sdwa vcc_lo, v2, v3 // v_cmp_nlt_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9061c7c02000606
v_cmp_nlt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nlt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d5c7c
v_cmp_nlt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nlt_f64_e64 s10, v[4:5], v[6:7] // 0a002ed4040d0200
v_cmp_o_f16 vcc_lo, v2, v3 // v_cmp_o_f16_e32 vcc_lo, v2, v3 // 02079e7d
v_cmp_o_f16_e64 s10, v2, v3 // v_cmp_o_f16_e64 s10, v2, v3 // 0a00cfd402070200
v_cmp_o_f16_sdwa vcc_lo, v2, v3 // v_cmp_o_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069e7d02000606
v_cmp_o_f32 vcc_lo, v2, v3 // v_cmp_o_f32_e32 vcc_lo, v2, v3 // 02070e7c
v_cmp_o_f32_e64 s10, v2, v3 // v_cmp_o_f32_e64 s10, v2, v3 // 0a0007d402070200
v_cmp_o_f32_sdwa vcc_lo, v2, v3 // v_cmp_o_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9060e7c02000606
v_cmp_o_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_o_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4e7c
v_cmp_o_f64_e64 s10, v[4:5], v[6:7] // v_cmp_o_f64_e64 s10, v[4:5], v[6:7] // 0a0027d4040d0200
v_cmp_tru_f16 vcc_lo, v2, v3 // v_cmp_tru_f16_e32 vcc_lo, v2, v3 // 0207de7d
v_cmp_tru_f16_e64 s10, v2, v3 // v_cmp_tru_f16_e64 s10, v2, v3 // 0a00efd402070200
v_cmp_tru_f16_sdwa vcc_lo, v2, v3 // v_cmp_tru_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906de7d02000606
v_cmp_tru_f32 vcc_lo, v2, v3 // v_cmp_tru_f32_e32 vcc_lo, v2, v3 // 02071e7c
v_cmp_tru_f32_e64 s10, v2, v3 // v_cmp_tru_f32_e64 s10, v2, v3 // 0a000fd402070200
v_cmp_tru_f32_sdwa vcc_lo, v2, v3 // v_cmp_tru_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9061e7c02000606
v_cmp_tru_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_tru_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d5e7c
v_cmp_tru_f64_e64 s10, v[4:5], v[6:7] // v_cmp_tru_f64_e64 s10, v[4:5], v[6:7] // 0a002fd4040d0200
v_cmp_u_f16 vcc_lo, v2, v3 // v_cmp_u_f16_e32 vcc_lo, v2, v3 // 0207d07d
v_cmp_u_f16_e64 s10, v2, v3 // v_cmp_u_f16_e64 s10, v2, v3 // 0a00e8d402070200
v_cmp_u_f16_sdwa vcc_lo, v2, v3 // v_cmp_u_f16_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906d07d02000606
v_cmp_u_f32 vcc_lo, v2, v3 // v_cmp_u_f32_e32 vcc_lo, v2, v3 // 0207107c
v_cmp_u_f32_e64 s10, v2, v3 // v_cmp_u_f32_e64 s10, v2, v3 // 0a0008d402070200
v_cmp_u_f32_sdwa vcc_lo, v2, v3 // v_cmp_u_f32_sdwa vcc_lo, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906107c02000606
v_cmp_u_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_u_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d507c
v_cmp_u_f64_e64 s10, v[4:5], v[6:7] // v_cmp_u_f64_e64 s10, v[4:5], v[6:7] // 0a0028d4040d0200
v_cmpx_eq_f16 v2, v3 // v_cmpx_eq_f16_e32 v2, v3 // 0207b47d
v_cmpx_eq_f16_e64 v2, v3 // v_cmpx_eq_f16_e64 v2, v3 // 7e00dad402070200
v_cmpx_eq_f32 v2, v3 // v_cmpx_eq_f32_e32 v2, v3 // 0207247c
v_cmpx_eq_f32_e64 v2, v3 // v_cmpx_eq_f32_e64 v2, v3 // 7e0012d402070200
v_cmpx_eq_f64 v[4:5], v[6:7] // v_cmpx_eq_f64_e32 v[4:5], v[6:7] // 040d647c
v_cmpx_eq_f64_e64 v[4:5], v[6:7] // v_cmpx_eq_f64_e64 v[4:5], v[6:7] // 7e0032d4040d0200
v_cmpx_eq_i32 v2, v3 // v_cmpx_eq_i32_e32 v2, v3 // 0207247d
v_cmpx_eq_i32_e64 v2, v3 // v_cmpx_eq_i32_e64 v2, v3 // 7e0092d402070200
v_cmpx_eq_u32 v2, v3 // v_cmpx_eq_u32_e32 v2, v3 // 0207a47d
v_cmpx_eq_u32_e64 v2, v3 // v_cmpx_eq_u32_e64 v2, v3 // 7e00d2d402070200
v_cmpx_ge_f16 v2, v3 // v_cmpx_ge_f16_e32 v2, v3 // 0207bc7d
v_cmpx_ge_f16_e64 v2, v3 // v_cmpx_ge_f16_e64 v2, v3 // 7e00ded402070200
v_cmpx_ge_f32 v2, v3 // v_cmpx_ge_f32_e32 v2, v3 // 02072c7c
v_cmpx_ge_f32_e64 v2, v3 // v_cmpx_ge_f32_e64 v2, v3 // 7e0016d402070200
v_cmpx_ge_f64 v[4:5], v[6:7] // v_cmpx_ge_f64_e32 v[4:5], v[6:7] // 040d6c7c
v_cmpx_ge_f64_e64 v[4:5], v[6:7] // v_cmpx_ge_f64_e64 v[4:5], v[6:7] // 7e0036d4040d0200
v_cmpx_ge_i32 v2, v3 // v_cmpx_ge_i32_e32 v2, v3 // 02072c7d
v_cmpx_ge_i32_e64 v2, v3 // v_cmpx_ge_i32_e64 v2, v3 // 7e0096d402070200
v_cmpx_ge_u32 v2, v3 // v_cmpx_ge_u32_e32 v2, v3 // 0207ac7d
v_cmpx_ge_u32_e64 v2, v3 // v_cmpx_ge_u32_e64 v2, v3 // 7e00d6d402070200
v_cmpx_gt_f16 v2, v3 // v_cmpx_gt_f16_e32 v2, v3 // 0207b87d
v_cmpx_gt_f16_e64 v2, v3 // v_cmpx_gt_f16_e64 v2, v3 // 7e00dcd402070200
v_cmpx_gt_f32 v2, v3 // v_cmpx_gt_f32_e32 v2, v3 // 0207287c
v_cmpx_gt_f32_e64 v2, v3 // v_cmpx_gt_f32_e64 v2, v3 // 7e0014d402070200
v_cmpx_gt_f64 v[4:5], v[6:7] // v_cmpx_gt_f64_e32 v[4:5], v[6:7] // 040d687c
v_cmpx_gt_f64_e64 v[4:5], v[6:7] // v_cmpx_gt_f64_e64 v[4:5], v[6:7] // 7e0034d4040d0200
v_cmpx_gt_i32 v2, v3 // v_cmpx_gt_i32_e32 v2, v3 // 0207287d
v_cmpx_gt_i32_e64 v2, v3 // v_cmpx_gt_i32_e64 v2, v3 // 7e0094d402070200
v_cmpx_gt_u32 v2, v3 // v_cmpx_gt_u32_e32 v2, v3 // 0207a87d
v_cmpx_gt_u32_e64 v2, v3 // v_cmpx_gt_u32_e64 v2, v3 // 7e00d4d402070200
v_cmpx_le_f16 v2, v3 // v_cmpx_le_f16_e32 v2, v3 // 0207b67d
v_cmpx_le_f16_e64 v2, v3 // v_cmpx_le_f16_e64 v2, v3 // 7e00dbd402070200
v_cmpx_le_f32 v2, v3 // v_cmpx_le_f32_e32 v2, v3 // 0207267c
v_cmpx_le_f32_e64 v2, v3 // v_cmpx_le_f32_e64 v2, v3 // 7e0013d402070200
v_cmpx_le_f64 v[4:5], v[6:7] // v_cmpx_le_f64_e32 v[4:5], v[6:7] // 040d667c
v_cmpx_le_f64_e64 v[4:5], v[6:7] // v_cmpx_le_f64_e64 v[4:5], v[6:7] // 7e0033d4040d0200
v_cmpx_le_i32 v2, v3 // v_cmpx_le_i32_e32 v2, v3 // 0207267d
v_cmpx_le_i32_e64 v2, v3 // v_cmpx_le_i32_e64 v2, v3 // 7e0093d402070200
v_cmpx_le_u32 v2, v3 // v_cmpx_le_u32_e32 v2, v3 // 0207a67d
v_cmpx_le_u32_e64 v2, v3 // v_cmpx_le_u32_e64 v2, v3 // 7e00d3d402070200
v_cmpx_lg_f16 v2, v3 // v_cmpx_lg_f16_e32 v2, v3 // 0207ba7d
v_cmpx_lg_f16_e64 v2, v3 // v_cmpx_lg_f16_e64 v2, v3 // 7e00ddd402070200
v_cmpx_lg_f32 v2, v3 // v_cmpx_lg_f32_e32 v2, v3 // 02072a7c
v_cmpx_lg_f32_e64 v2, v3 // v_cmpx_lg_f32_e64 v2, v3 // 7e0015d402070200
v_cmpx_lg_f64 v[4:5], v[6:7] // v_cmpx_lg_f64_e32 v[4:5], v[6:7] // 040d6a7c
v_cmpx_lg_f64_e64 v[4:5], v[6:7] // v_cmpx_lg_f64_e64 v[4:5], v[6:7] // 7e0035d4040d0200
v_cmpx_lt_f16 v2, v3 // v_cmpx_lt_f16_e32 v2, v3 // 0207b27d
v_cmpx_lt_f16_e64 v2, v3 // v_cmpx_lt_f16_e64 v2, v3 // 7e00d9d402070200
v_cmpx_lt_f32 v2, v3 // v_cmpx_lt_f32_e32 v2, v3 // 0207227c
v_cmpx_lt_f32_e64 v2, v3 // v_cmpx_lt_f32_e64 v2, v3 // 7e0011d402070200
v_cmpx_lt_f64 v[4:5], v[6:7] // v_cmpx_lt_f64_e32 v[4:5], v[6:7] // 040d627c
v_cmpx_lt_f64_e64 v[4:5], v[6:7] // v_cmpx_lt_f64_e64 v[4:5], v[6:7] // 7e0031d4040d0200
v_cmpx_lt_i32 v2, v3 // v_cmpx_lt_i32_e32 v2, v3 // 0207227d
v_cmpx_lt_i32_e64 v2, v3 // v_cmpx_lt_i32_e64 v2, v3 // 7e0091d402070200
v_cmpx_lt_u32 v2, v3 // v_cmpx_lt_u32_e32 v2, v3 // 0207a27d
v_cmpx_lt_u32_e64 v2, v3 // v_cmpx_lt_u32_e64 v2, v3 // 7e00d1d402070200
v_cmpx_ne_i32 v2, v3 // v_cmpx_ne_i32_e32 v2, v3 // 02072a7d
v_cmpx_ne_i32_e64 v2, v3 // v_cmpx_ne_i32_e64 v2, v3 // 7e0095d402070200
v_cmpx_ne_u32 v2, v3 // v_cmpx_ne_u32_e32 v2, v3 // 0207aa7d
v_cmpx_ne_u32_e64 v2, v3 // v_cmpx_ne_u32_e64 v2, v3 // 7e00d5d402070200
v_cmpx_neq_f16 v2, v3 // v_cmpx_neq_f16_e32 v2, v3 // 0207fa7d
v_cmpx_neq_f16_e64 v2, v3 // v_cmpx_neq_f16_e64 v2, v3 // 7e00fdd402070200
v_cmpx_neq_f32 v2, v3 // v_cmpx_neq_f32_e32 v2, v3 // 02073a7c
v_cmpx_neq_f32_e64 v2, v3 // v_cmpx_neq_f32_e64 v2, v3 // 7e001dd402070200
v_cmpx_neq_f64 v[4:5], v[6:7] // v_cmpx_neq_f64_e32 v[4:5], v[6:7] // 040d7a7c
v_cmpx_neq_f64_e64 v[4:5], v[6:7] // v_cmpx_neq_f64_e64 v[4:5], v[6:7] // 7e003dd4040d0200
v_cmpx_nge_f16 v2, v3 // v_cmpx_nge_f16_e32 v2, v3 // 0207f27d
v_cmpx_nge_f16_e64 v2, v3 // v_cmpx_nge_f16_e64 v2, v3 // 7e00f9d402070200
v_cmpx_nge_f32 v2, v3 // v_cmpx_nge_f32_e32 v2, v3 // 0207327c
v_cmpx_nge_f32_e64 v2, v3 // v_cmpx_nge_f32_e64 v2, v3 // 7e0019d402070200
v_cmpx_nge_f64 v[4:5], v[6:7] // v_cmpx_nge_f64_e32 v[4:5], v[6:7] // 040d727c
v_cmpx_nge_f64_e64 v[4:5], v[6:7] // v_cmpx_nge_f64_e64 v[4:5], v[6:7] // 7e0039d4040d0200
v_cmpx_ngt_f16 v2, v3 // v_cmpx_ngt_f16_e32 v2, v3 // 0207f67d
v_cmpx_ngt_f16_e64 v2, v3 // v_cmpx_ngt_f16_e64 v2, v3 // 7e00fbd402070200
v_cmpx_ngt_f32 v2, v3 // v_cmpx_ngt_f32_e32 v2, v3 // 0207367c
v_cmpx_ngt_f32_e64 v2, v3 // v_cmpx_ngt_f32_e64 v2, v3 // 7e001bd402070200
v_cmpx_ngt_f64 v[4:5], v[6:7] // v_cmpx_ngt_f64_e32 v[4:5], v[6:7] // 040d767c
v_cmpx_ngt_f64_e64 v[4:5], v[6:7] // v_cmpx_ngt_f64_e64 v[4:5], v[6:7] // 7e003bd4040d0200
v_cmpx_nle_f16 v2, v3 // v_cmpx_nle_f16_e32 v2, v3 // 0207f87d
v_cmpx_nle_f16_e64 v2, v3 // v_cmpx_nle_f16_e64 v2, v3 // 7e00fcd402070200
v_cmpx_nle_f32 v2, v3 // v_cmpx_nle_f32_e32 v2, v3 // 0207387c
v_cmpx_nle_f32_e64 v2, v3 // v_cmpx_nle_f32_e64 v2, v3 // 7e001cd402070200
v_cmpx_nle_f64 v[4:5], v[6:7] // v_cmpx_nle_f64_e32 v[4:5], v[6:7] // 040d787c
v_cmpx_nle_f64_e64 v[4:5], v[6:7] // v_cmpx_nle_f64_e64 v[4:5], v[6:7] // 7e003cd4040d0200
v_cmpx_nlg_f16 v2, v3 // v_cmpx_nlg_f16_e32 v2, v3 // 0207f47d
v_cmpx_nlg_f16_e64 v2, v3 // v_cmpx_nlg_f16_e64 v2, v3 // 7e00fad402070200
v_cmpx_nlg_f32 v2, v3 // v_cmpx_nlg_f32_e32 v2, v3 // 0207347c
v_cmpx_nlg_f32_e64 v2, v3 // v_cmpx_nlg_f32_e64 v2, v3 // 7e001ad402070200
v_cmpx_nlg_f64 v[4:5], v[6:7] // v_cmpx_nlg_f64_e32 v[4:5], v[6:7] // 040d747c
v_cmpx_nlg_f64_e64 v[4:5], v[6:7] // v_cmpx_nlg_f64_e64 v[4:5], v[6:7] // 7e003ad4040d0200
v_cmpx_nlt_f16 v2, v3 // v_cmpx_nlt_f16_e32 v2, v3 // 0207fc7d
v_cmpx_nlt_f16_e64 v2, v3 // v_cmpx_nlt_f16_e64 v2, v3 // 7e00fed402070200
v_cmpx_nlt_f32 v2, v3 // v_cmpx_nlt_f32_e32 v2, v3 // 02073c7c
v_cmpx_nlt_f32_e64 v2, v3 // v_cmpx_nlt_f32_e64 v2, v3 // 7e001ed402070200
v_cmpx_nlt_f64 v[4:5], v[6:7] // v_cmpx_nlt_f64_e32 v[4:5], v[6:7] // 040d7c7c
v_cmpx_nlt_f64_e64 v[4:5], v[6:7] // v_cmpx_nlt_f64_e64 v[4:5], v[6:7] // 7e003ed4040d0200
v_cndmask_b32 v1, v2, v3, vcc_lo // v_cndmask_b32_e32 v1, v2, v3, vcc_lo // 02070202
v_cndmask_b32_dpp v1, v2, v3, vcc_lo row_shl:1 // v_cndmask_b32_dpp v1, v2, v3, vcc_lo row_shl:1 row_mask:0xf bank_mask:0xf // fa060202020101ff
v_cndmask_b32_e64 v1, v2, v3, s10 // v_cndmask_b32_e64 v1, v2, v3, s10 // 010001d502072a00
v_cndmask_b32_sdwa v1, v2, v3, vcc_lo // v_cndmask_b32_sdwa v1, v2, v3, vcc_lo dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906020202160606
v_cvt_f16_f32 v1, v2 // v_cvt_f16_f32_e32 v1, v2 // 0215027e
v_cvt_f16_f32_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // v_cvt_f16_f32_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // e914027e02773905
v_cvt_f16_f32_e64 v1, v2 // v_cvt_f16_f32_e64 v1, v2 // 01008ad502010000
v_cvt_f16_f32_sdwa v1, v2 // v_cvt_f16_f32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f914027e02160600
v_cvt_f32_f16 v1, v2 // v_cvt_f32_f16_e32 v1, v2 // 0217027e
v_cvt_f32_f16_dpp v1, v2 row_shl:1 // v_cvt_f32_f16_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf // fa16027e020101ff
v_cvt_f32_f16_e64 v1, v2 // v_cvt_f32_f16_e64 v1, v2 // 01008bd502010000
v_cvt_f32_f16_sdwa v1, v2 // v_cvt_f32_f16_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f916027e02160600
v_lshl_add_u32 v1, v2, v3, v4 // v_lshl_add_u32 v1, v2, v3, v4 // 010046d702071204
v_lshl_add_u32_e64 v1, v2, v3, v4 // v_lshl_add_u32 v1, v2, v3, v4 // 010046d702071204
v_lshl_or_b32 v1, v2, v3, v4 // v_lshl_or_b32 v1, v2, v3, v4 // 01006fd702071204
v_lshl_or_b32_e64 v1, v2, v3, v4 // v_lshl_or_b32 v1, v2, v3, v4 // 01006fd702071204
v_lshlrev_b16 v1, v2, v3 // v_lshlrev_b16 v1, v2, v3 // 010014d702070200
v_lshlrev_b16_e64 v1, v2, v3 // v_lshlrev_b16 v1, v2, v3 // 010014d702070200
v_lshlrev_b32 v1, v2, v3 // v_lshlrev_b32_e32 v1, v2, v3 // 02070234
v_lshlrev_b32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_lshlrev_b32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06023402e400ff
v_lshlrev_b32_e64 v1, v2, v3 // v_lshlrev_b32_e64 v1, v2, v3 // 01001ad502070200
v_lshlrev_b32_sdwa v1, v2, v3 // v_lshlrev_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906023402160606
v_lshlrev_b64 v[2:3], v2, v[6:7] // v_lshlrev_b64 v[2:3], v2, v[6:7] // 0200ffd6020d0200
v_lshlrev_b64_e64 v[2:3], v2, v[6:7] // v_lshlrev_b64 v[2:3], v2, v[6:7] // 0200ffd6020d0200
v_lshrrev_b32 v1, v2, v3 // v_lshrrev_b32_e32 v1, v2, v3 // 0207022c
v_lshrrev_b32_dpp v1, v2, v3 row_shl:1 // v_lshrrev_b32_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa06022c020101ff
v_lshrrev_b32_e64 v1, v2, v3 // v_lshrrev_b32_e64 v1, v2, v3 // 010016d502070200
v_lshrrev_b32_sdwa v1, v2, v3 // v_lshrrev_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022c02160606
v_mad_u64_u32 v[2:3], vcc_lo, v2, v3, v[4:5] // v_mad_u64_u32 v[2:3], vcc_lo, v2, v3, v[4:5] // 026a76d502071204
v_mad_u64_u32_e64 v[2:3], s10, v2, v3, v[4:5] // v_mad_u64_u32 v[2:3], s10, v2, v3, v[4:5] // 020a76d502071204
v_max3_f16 v1, v2, v3, v4 // v_max3_f16 v1, v2, v3, v4 // 010054d702071204
v_max3_f16_e64 v1, v2, v3, v4 // v_max3_f16 v1, v2, v3, v4 // 010054d702071204
v_max3_f32 v1, v2, v3, v4 // v_max3_f32 v1, v2, v3, v4 // 010054d502071204
v_max3_f32_e64 v1, v2, v3, v4 // v_max3_f32 v1, v2, v3, v4 // 010054d502071204
v_max3_i16 v1, v2, v3, v4 // v_max3_i16 v1, v2, v3, v4 // 010055d702071204
v_max3_i16_e64 v1, v2, v3, v4 // v_max3_i16 v1, v2, v3, v4 // 010055d702071204
v_max3_i32 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 010055d502071204
v_max3_i32_e64 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 010055d502071204
v_max3_u16 v1, v2, v3, v4 // v_max3_u16 v1, v2, v3, v4 // 010056d702071204
v_max3_u16_e64 v1, v2, v3, v4 // v_max3_u16 v1, v2, v3, v4 // 010056d702071204
v_max3_u32 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 010056d502071204
v_max3_u32_e64 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 010056d502071204
v_max_f16 v1, v2, v3 // v_max_f16_e32 v1, v2, v3 // 02070272
v_max_f16_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_max_f16_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906027202773905
v_max_f16_e64 v1, v2, v3 // v_max_f16_e64 v1, v2, v3 // 010039d502070200
v_max_f16_sdwa v1, v2, v3 // v_max_f16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906027202160606
v_max_f32 v1, v2, v3 // v_max_f32_e32 v1, v2, v3 // 02070220
v_max_f32_dpp v1, v2, v3 row_mirror // v_max_f32_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa060220024001ff
v_max_f32_e64 v1, v2, v3 // v_max_f32_e64 v1, v2, v3 // 010010d502070200
v_max_f32_sdwa v1, v2, v3 // v_max_f32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022002160606
v_max_f64 v[2:3], v[4:5], v[6:7] // v_max_f64 v[2:3], v[4:5], v[6:7] // 020067d5040d0200
v_max_f64_e64 v[2:3], v[4:5], v[6:7] // v_max_f64 v[2:3], v[4:5], v[6:7] // 020067d5040d0200
v_max_i16 v1, v2, v3 // v_max_i16 v1, v2, v3 // 01000ad702070200
v_max_i16_e64 v1, v2, v3 // v_max_i16 v1, v2, v3 // 01000ad702070200
v_max_i32 v1, v2, v3 // v_max_i32_e32 v1, v2, v3 // 02070224
v_max_i32_dpp v1, v2, v3 row_mirror // v_max_i32_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa060224024001ff
v_max_i32_e64 v1, v2, v3 // v_max_i32_e64 v1, v2, v3 // 010012d502070200
v_max_i32_sdwa v1, v2, v3 // v_max_i32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022402160606
v_max_u16 v1, v2, v3 // v_max_u16 v1, v2, v3 // 010009d702070200
v_max_u16_e64 v1, v2, v3 // v_max_u16 v1, v2, v3 // 010009d702070200
v_max_u32 v1, v2, v3 // v_max_u32_e32 v1, v2, v3 // 02070228
v_max_u32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_max_u32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906022802773905
v_max_u32_e64 v1, v2, v3 // v_max_u32_e64 v1, v2, v3 // 010014d502070200
v_max_u32_sdwa v1, v2, v3 // v_max_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022802160606
v_med3_f16 v1, v2, v3, v4 // v_med3_f16 v1, v2, v3, v4 // 010057d702071204
v_med3_f16_e64 v1, v2, v3, v4 // v_med3_f16 v1, v2, v3, v4 // 010057d702071204
v_med3_f32 v1, v2, v3, v4 // v_med3_f32 v1, v2, v3, v4 // 010057d502071204
v_med3_f32_e64 v1, v2, v3, v4 // v_med3_f32 v1, v2, v3, v4 // 010057d502071204
v_med3_i16 v1, v2, v3, v4 // v_med3_i16 v1, v2, v3, v4 // 010058d702071204
v_med3_i16_e64 v1, v2, v3, v4 // v_med3_i16 v1, v2, v3, v4 // 010058d702071204
v_med3_i32 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 010058d502071204
v_med3_i32_e64 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 010058d502071204
v_med3_u16 v1, v2, v3, v4 // v_med3_u16 v1, v2, v3, v4 // 010059d702071204
v_med3_u16_e64 v1, v2, v3, v4 // v_med3_u16 v1, v2, v3, v4 // 010059d702071204
v_med3_u32 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 010059d502071204
v_med3_u32_e64 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 010059d502071204
v_min3_f16 v1, v2, v3, v4 // v_min3_f16 v1, v2, v3, v4 // 010051d702071204
v_min3_f16_e64 v1, v2, v3, v4 // v_min3_f16 v1, v2, v3, v4 // 010051d702071204
v_min3_f32 v1, v2, v3, v4 // v_min3_f32 v1, v2, v3, v4 // 010051d502071204
v_min3_f32_e64 v1, v2, v3, v4 // v_min3_f32 v1, v2, v3, v4 // 010051d502071204
v_min3_i16 v1, v2, v3, v4 // v_min3_i16 v1, v2, v3, v4 // 010052d702071204
v_min3_i16_e64 v1, v2, v3, v4 // v_min3_i16 v1, v2, v3, v4 // 010052d702071204
v_min3_i32 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 010052d502071204
v_min3_i32_e64 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 010052d502071204
v_min3_u16 v1, v2, v3, v4 // v_min3_u16 v1, v2, v3, v4 // 010053d702071204
v_min3_u16_e64 v1, v2, v3, v4 // v_min3_u16 v1, v2, v3, v4 // 010053d702071204
v_min3_u32 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 010053d502071204
v_min3_u32_e64 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 010053d502071204
v_min_f16 v1, v2, v3 // v_min_f16_e32 v1, v2, v3 // 02070274
v_min_f16_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_min_f16_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906027402773905
v_min_f16_e64 v1, v2, v3 // v_min_f16_e64 v1, v2, v3 // 01003ad502070200
v_min_f16_sdwa v1, v2, v3 // v_min_f16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906027402160606
v_min_f32 v1, v2, v3 // v_min_f32_e32 v1, v2, v3 // 0207021e
v_min_f32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_min_f32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06021e02e400ff
v_min_f32_e64 v1, v2, v3 // v_min_f32_e64 v1, v2, v3 // 01000fd502070200
v_min_f32_sdwa v1, v2, v3 // v_min_f32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021e02160606
v_min_f64 v[2:3], v[4:5], v[6:7] // v_min_f64 v[2:3], v[4:5], v[6:7] // 020066d5040d0200
v_min_f64_e64 v[2:3], v[4:5], v[6:7] // v_min_f64 v[2:3], v[4:5], v[6:7] // 020066d5040d0200
v_min_i16 v1, v2, v3 // v_min_i16 v1, v2, v3 // 01000cd702070200
v_min_i16_e64 v1, v2, v3 // v_min_i16 v1, v2, v3 // 01000cd702070200
v_min_i32 v1, v2, v3 // v_min_i32_e32 v1, v2, v3 // 02070222
v_min_i32_dpp v1, v2, v3 row_shl:1 // v_min_i32_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa060222020101ff
v_min_i32_e64 v1, v2, v3 // v_min_i32_e64 v1, v2, v3 // 010011d502070200
v_min_i32_sdwa v1, v2, v3 // v_min_i32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022202160606
v_min_u16 v1, v2, v3 // v_min_u16 v1, v2, v3 // 01000bd702070200
v_min_u16_e64 v1, v2, v3 // v_min_u16 v1, v2, v3 // 01000bd702070200
v_min_u32 v1, v2, v3 // v_min_u32_e32 v1, v2, v3 // 02070226
v_min_u32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_min_u32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906022602773905
v_min_u32_e64 v1, v2, v3 // v_min_u32_e64 v1, v2, v3 // 010013d502070200
v_min_u32_sdwa v1, v2, v3 // v_min_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022602160606
v_mov_b32 v1, v2 // v_mov_b32_e32 v1, v2 // 0203027e
v_mov_b32_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // v_mov_b32_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // e902027e02773905
v_mov_b32_e64 v1, v2 // v_mov_b32_e64 v1, v2 // 010081d502010000
v_mov_b32_sdwa v1, v2 // v_mov_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f902027e02160600
v_mul_hi_i32_i24 v1, v2, v3 // v_mul_hi_i32_i24_e32 v1, v2, v3 // 02070214
v_mul_hi_i32_i24_dpp v1, v2, v3 row_shl:1 // v_mul_hi_i32_i24_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa060214020101ff
v_mul_hi_i32_i24_e64 v1, v2, v3 // v_mul_hi_i32_i24_e64 v1, v2, v3 // 01000ad502070200
v_mul_hi_i32_i24_sdwa v1, v2, v3 // v_mul_hi_i32_i24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021402160606
v_mul_hi_u32_u24 v1, v2, v3 // v_mul_hi_u32_u24_e32 v1, v2, v3 // 02070218
v_mul_hi_u32_u24_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_mul_hi_u32_u24_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06021802e400ff
v_mul_hi_u32_u24_e64 v1, v2, v3 // v_mul_hi_u32_u24_e64 v1, v2, v3 // 01000cd502070200
v_mul_hi_u32_u24_sdwa v1, v2, v3 // v_mul_hi_u32_u24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021802160606
v_mul_i32_i24 v1, v2, v3 // v_mul_i32_i24_e32 v1, v2, v3 // 02070212
v_mul_i32_i24_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_mul_i32_i24_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906021202773905
v_mul_i32_i24_e64 v1, v2, v3 // v_mul_i32_i24_e64 v1, v2, v3 // 010009d502070200
v_mul_i32_i24_sdwa v1, v2, v3 // v_mul_i32_i24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021202160606
v_mul_lo_u32 v1, v2, v3 // v_mul_lo_u32 v1, v2, v3 // 010069d502070200
v_mul_lo_u32_e64 v1, v2, v3 // v_mul_lo_u32 v1, v2, v3 // 010069d502070200
v_mul_u32_u24 v1, v2, v3 // v_mul_u32_u24_e32 v1, v2, v3 // 02070216
v_mul_u32_u24_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_mul_u32_u24_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906021602773905
v_mul_u32_u24_e64 v1, v2, v3 // v_mul_u32_u24_e64 v1, v2, v3 // 01000bd502070200
v_mul_u32_u24_sdwa v1, v2, v3 // v_mul_u32_u24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021602160606
v_nop // v_nop // 0000007e
v_nop_e64 // v_nop // 000080d500000000
v_not_b32 v1, v2 // v_not_b32_e32 v1, v2 // 026f027e
v_not_b32_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // v_not_b32_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // e96e027e02773905
v_not_b32_e64 v1, v2 // v_not_b32_e64 v1, v2 // 0100b7d502010000
v_not_b32_sdwa v1, v2 // v_not_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f96e027e02160600
v_or3_b32 v1, v2, v3, v4 // v_or3_b32 v1, v2, v3, v4 // 010072d702071204
v_or3_b32_e64 v1, v2, v3, v4 // v_or3_b32 v1, v2, v3, v4 // 010072d702071204
v_or_b32 v1, v2, v3 // v_or_b32_e32 v1, v2, v3 // 02070238
v_or_b32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_or_b32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06023802e400ff
v_or_b32_e64 v1, v2, v3 // v_or_b32_e64 v1, v2, v3 // 01001cd502070200
v_or_b32_sdwa v1, v2, v3 // v_or_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906023802160606
v_pack_b32_f16 v1, v2, v3 // v_pack_b32_f16 v1, v2, v3 // 010011d702070200
v_pack_b32_f16_e64 v1, v2, v3 // v_pack_b32_f16 v1, v2, v3 // 010011d702070200
v_perm_b32 v1, v2, v3, v4 // v_perm_b32 v1, v2, v3, v4 // 010044d702071204
v_perm_b32_e64 v1, v2, v3, v4 // v_perm_b32 v1, v2, v3, v4 // 010044d702071204
v_pk_max_f16 v1, v2, v3 // v_pk_max_f16 v1, v2, v3 // 014012cc02070218
v_pk_max_f16_e64 v1, v2, v3 // v_pk_max_f16 v1, v2, v3 // 014012cc02070218
v_pk_max_i16 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014007cc02070218
v_pk_max_i16_e64 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014007cc02070218
v_pk_max_u16 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01400ccc02070218
v_pk_max_u16_e64 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01400ccc02070218
v_pk_min_f16 v1, v2, v3 // v_pk_min_f16 v1, v2, v3 // 014011cc02070218
v_pk_min_f16_e64 v1, v2, v3 // v_pk_min_f16 v1, v2, v3 // 014011cc02070218
v_pk_min_i16 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014008cc02070218
v_pk_min_i16_e64 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014008cc02070218
v_pk_min_u16 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01400dcc02070218
v_pk_min_u16_e64 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01400dcc02070218
v_readfirstlane_b32 s1, v2 // v_readfirstlane_b32 s1, v2 // 0205027e
v_subrev_nc_u32 v1, v2, v3 // v_subrev_nc_u32_e32 v1, v2, v3 // 0207024e
v_subrev_nc_u32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_subrev_nc_u32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906024e02773905
v_subrev_nc_u32_e64 v1, v2, v3 // v_subrev_nc_u32_e64 v1, v2, v3 // 010027d502070200
v_subrev_nc_u32_sdwa v1, v2, v3 // v_subrev_nc_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906024e02160606
v_xor_b32 v1, v2, v3 // v_xor_b32_e32 v1, v2, v3 // 0207023a
v_xor_b32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_xor_b32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906023a02773905
v_xor_b32_e64 v1, v2, v3 // v_xor_b32_e64 v1, v2, v3 // 01001dd502070200
v_xor_b32_sdwa v1, v2, v3 // v_xor_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906023a02160606
