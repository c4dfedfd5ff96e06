/**
 * Landmark index lists on MediaPipe FaceMesh's 468-point topology (+10 iris points, 468-477),
 * which Human's mesh follows. "Right"/"left" are the subject's: the right eye is on the
 * image's left for a frontal photo.
 */
export const MESH = {
  lipsOuter: [
    61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 375, 321, 405, 314, 17, 84, 181, 91, 146,
  ],
  lipsInner: [
    78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308, 324, 318, 402, 317, 14, 87, 178, 88, 95,
  ],
  upperLipOuter: [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291],
  lowerLipOuter: [291, 375, 321, 405, 314, 17, 84, 181, 91, 146, 61],
  rightEye: [33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246],
  leftEye: [362, 382, 381, 380, 374, 373, 390, 249, 263, 466, 388, 387, 386, 385, 384, 398],
  /** upper lid from outer corner to inner corner */
  rightUpperLid: [33, 246, 161, 160, 159, 158, 157, 173, 133],
  rightLowerLid: [33, 7, 163, 144, 145, 153, 154, 155, 133],
  leftUpperLid: [263, 466, 388, 387, 386, 385, 384, 398, 362],
  leftLowerLid: [263, 249, 390, 373, 374, 380, 381, 382, 362],
  /** brow upper edge outer->inner, lower edge outer->inner */
  rightBrowUpper: [70, 63, 105, 66, 107],
  rightBrowLower: [46, 53, 52, 65, 55],
  leftBrowUpper: [300, 293, 334, 296, 336],
  leftBrowLower: [276, 283, 282, 295, 285],
  faceOval: [
    10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152,
    148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
  ],
  /** jaw from right ear to left ear through the chin */
  jaw: [
    234, 93, 132, 58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288, 361,
    323, 454,
  ],
  noseOutline: [
    168, 193, 245, 188, 174, 236, 198, 49, 64, 98, 97, 2, 326, 327, 294, 279, 420, 456, 399, 412,
    465, 417,
  ],
  noseBridge: [168, 6, 197, 195, 5, 4],
  nostrils: [98, 97, 2, 326, 327, 294, 278, 344, 440, 275, 4, 45, 220, 115, 48, 64],
  rightAlar: [64, 98, 129, 49, 48],
  leftAlar: [294, 327, 358, 279, 278],
  rightIris: [468, 469, 470, 471, 472],
  leftIris: [473, 474, 475, 476, 477],
  rightEyeOuter: 33,
  rightEyeInner: 133,
  leftEyeOuter: 263,
  leftEyeInner: 362,
  rightCheekEdge: 234,
  leftCheekEdge: 454,
  rightCheek: 205,
  leftCheek: 425,
  rightCheekbone: 116,
  leftCheekbone: 345,
  foreheadTop: 10,
  foreheadMid: 151,
  glabella: 9,
  noseTip: 1,
  noseBottom: 2,
  chin: 152,
  chinTop: 199,
  mouthRight: 61,
  mouthLeft: 291,
  upperLipTop: 0,
  upperLipInner: 13,
  lowerLipInner: 14,
  lowerLipBottom: 17,
  rightJawAngle: 172,
  leftJawAngle: 397,
  rightTemple: 54,
  leftTemple: 284,
} as const;
